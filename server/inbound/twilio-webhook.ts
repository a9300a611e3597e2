import { ApiError } from "@/server/errors";
import { callbackUrls, relayUrl } from "@/server/telephony/provider";
import { providerNamed } from "@/server/telephony/providers";
import { conversationTwiml, readIncomingCall, rejectionTwiml } from "@/server/telephony/twilio";
import { answerIncomingCall } from "./answer";

// POST /api/telephony/twilio/inbound: Twilio asks how to answer a call to one of the numbers svc
// answers. Signed like every callback (a bad signature is refused and stores nothing); the answer
// is TwiML connecting the caller to the voice gateway, or a rejection.

// A few hundred bytes the carrier reads at once: gzipping them (Next compresses what a client
// accepts gzipped, unless told no-transform) cost more of the answer's time than it saved.
const twiml = (body: string) =>
  new Response(body, { headers: { "content-type": "text/xml", "cache-control": "no-store, no-transform" } });

export async function receiveTwilioInbound(request: Request): Promise<Response> {
  if (!providerNamed("twilio")) throw new ApiError("NOT_FOUND", "Twilio is not configured.");
  const incoming = await readIncomingCall(request);
  if (!incoming) throw new ApiError("FORBIDDEN", "The callback's signature does not verify.");
  const answer = await answerIncomingCall({ provider: "twilio", ...incoming });
  if (answer.action === "reject") return twiml(rejectionTwiml(answer.reason));
  return twiml(
    conversationTwiml({
      callId: answer.callId,
      to: incoming.to,
      from: incoming.from,
      agent: answer.agent,
      callbacks: callbackUrls("twilio", answer.callId),
      relayUrl: relayUrl(answer.callId),
    }),
  );
}
