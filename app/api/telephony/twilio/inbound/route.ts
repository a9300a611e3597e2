import { errorResponse, toApiError } from "@/server/errors";
import { receiveTwilioInbound } from "@/server/inbound/twilio-webhook";

// Twilio's voice webhook for the numbers svc answers (docs/voice-agent.md "Inbound calls").

export async function POST(request: Request): Promise<Response> {
  try {
    return await receiveTwilioInbound(request);
  } catch (error) {
    return errorResponse(toApiError(error));
  }
}
