import { createTransport, type Transporter } from "nodemailer";
import { env } from "../env";

// Outgoing mail (magic links, invitations) when EMAIL_SERVER is set. Without it the UI shows the
// links instead, so a self-hosted install works with no mail server.

let transport: Transporter | undefined;

export const mailConfigured = Boolean(env.EMAIL_SERVER);

export async function sendMail(message: { to: string; subject: string; text: string }): Promise<void> {
  if (!env.EMAIL_SERVER) throw new Error("sendMail called without EMAIL_SERVER");
  transport ??= createTransport(env.EMAIL_SERVER);
  await transport.sendMail({ from: env.EMAIL_FROM, ...message });
}
