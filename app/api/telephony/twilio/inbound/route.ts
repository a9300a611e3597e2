import { serveTwilioInbound } from "@/server/http/carrier-routes";

// Twilio's voice webhook for the numbers svc answers (docs/voice-agent.md "Inbound calls"). The
// production server answers it beside Next (server/http/carrier-routes.ts); this route serves `next dev`.

export const POST = serveTwilioInbound;
