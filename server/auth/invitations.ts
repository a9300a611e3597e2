import { createHash, randomBytes } from "node:crypto";
import { db, type Db } from "../db/client";
import { afterCommit } from "../db/unit-of-work";
import { env } from "../env";
import { ApiError } from "../errors";
import { logger } from "../logger";
import { mailConfigured, sendMail } from "./mailer";
import type { InviteInput } from "./schemas";

// Invitations by email. The link carries a random token; only its SHA-256 is stored. Without a
// mail server the inviter is shown the link to pass on. Pass the procedure's `ctx.db` or `db`.

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function invitationLink(token: string): string {
  return new URL(`/invite/${token}`, env.APP_URL).toString();
}

/**
 * Records an invitation (replacing any pending one for the address, so only the latest link
 * works) and, when a mail server is configured, emails the link once the unit of work commits.
 * The link is always returned so the inviter can also pass it on.
 */
export async function inviteTeammate(
  tx: Db,
  workspaceId: string,
  invitedById: string,
  input: InviteInput,
): Promise<{ id: string; link: string; emailed: boolean }> {
  const alreadyMember = await tx.membership.findFirst({ where: { workspaceId, user: { email: input.email } } });
  if (alreadyMember) {
    throw new ApiError("CONFLICT", "This person is already a member of the workspace.", {
      details: { issues: [{ path: ["email"], message: "Already a member" }] },
    });
  }
  const token = randomBytes(32).toString("base64url");
  await tx.invitation.deleteMany({ where: { workspaceId, email: input.email, acceptedAt: null } });
  const invitation = await tx.invitation.create({
    data: {
      workspaceId,
      email: input.email,
      role: input.role,
      invitedById,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    },
    select: { id: true, workspace: { select: { name: true } } },
  });
  const link = invitationLink(token);
  if (mailConfigured) {
    afterCommit(tx, () => {
      sendMail({
        to: input.email,
        subject: `You are invited to ${invitation.workspace.name} on svc`,
        text: `Join ${invitation.workspace.name} on svc: ${link}\n\nThe link works for 7 days.`,
      }).catch((error) => logger.warn({ err: error, invitationId: invitation.id }, "invitation email failed"));
    });
  }
  return { id: invitation.id, link, emailed: mailConfigured };
}

/** The pending invitation a token names, or null when it is unknown, used or expired. */
export function findPendingInvitation(token: string) {
  return db.invitation.findFirst({
    where: { tokenHash: hashToken(token), acceptedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, email: true, role: true, workspaceId: true, workspace: { select: { name: true } } },
  });
}

/** Makes the signed-in user a member. The invitation is for one email address: only its owner can accept. */
export async function acceptInvitation(token: string, userId: string): Promise<{ workspaceId: string }> {
  const invitation = await findPendingInvitation(token);
  if (!invitation) throw new ApiError("NOT_FOUND", "This invitation link is invalid, expired or already used.");
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  if (user.email.toLowerCase() !== invitation.email) {
    throw new ApiError(
      "FORBIDDEN",
      `This invitation is for ${invitation.email}. Sign in with that address to accept it.`,
    );
  }
  await db.$transaction([
    db.membership.upsert({
      where: { workspaceId_userId: { workspaceId: invitation.workspaceId, userId } },
      create: { workspaceId: invitation.workspaceId, userId, role: invitation.role },
      update: {},
    }),
    db.invitation.update({ where: { id: invitation.id }, data: { acceptedAt: new Date() } }),
  ]);
  return { workspaceId: invitation.workspaceId };
}

export function listTeam(db: Db, workspaceId: string) {
  return Promise.all([
    db.membership.findMany({
      where: { workspaceId },
      orderBy: { createdAt: "asc" },
      select: { id: true, role: true, createdAt: true, user: { select: { email: true, name: true } } },
    }),
    db.invitation.findMany({
      where: { workspaceId, acceptedAt: null, expiresAt: { gt: new Date() } },
      orderBy: { createdAt: "desc" },
      select: { id: true, email: true, role: true, createdAt: true, expiresAt: true },
    }),
  ]).then(([members, invitations]) => ({ members, invitations }));
}

export async function revokeInvitation(db: Db, workspaceId: string, invitationId: string): Promise<void> {
  const { count } = await db.invitation.deleteMany({ where: { id: invitationId, workspaceId, acceptedAt: null } });
  if (!count) throw new ApiError("NOT_FOUND", "No pending invitation with this id.");
}
