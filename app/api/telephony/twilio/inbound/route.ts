import { servePipeline } from "@/server/http/pipeline";
import { receiveTwilioInbound } from "@/server/inbound/twilio-webhook";

// Twilio's voice webhook for the numbers svc answers (docs/voice-agent.md "Inbound calls"). A
// failure is the error envelope with a request id, logged when it is ours (5xx).

export async function POST(request: Request): Promise<Response> {
  return servePipeline(request, () => receiveTwilioInbound(request));
}
