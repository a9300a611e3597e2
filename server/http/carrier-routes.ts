import type { IncomingMessage, ServerResponse } from "node:http";
import { receiveCarrierCallback } from "@/server/dialing/callbacks";
import { receiveTwilioInbound } from "@/server/inbound/twilio-webhook";
import { TWILIO_INBOUND_PATH } from "@/server/telephony/provider";
import { serveFromNode } from "./node-adapter";
import { servePipeline } from "./pipeline";

// The carrier's requests: its callbacks for a call (status, connect, amd, recording, …) and
// Twilio's voice webhook for the numbers svc answers. Their Next routes (app/api/telephony) serve
// them under `next dev`; the production server answers them here, beside Next (./node-adapter.ts),
// since they are machine-to-machine, no page or proxy.ts concerns them, and a call meets three. A
// failure is the error envelope with a request id, logged when it is ours (5xx).

const CALLBACK_PATH = /^\/api\/telephony\/([^/]+)\/([^/]+)$/;

export function serveCarrierCallback(request: Request, provider: string, kind: string): Promise<Response> {
  return servePipeline(request, () => receiveCarrierCallback(provider, kind, request));
}

export function serveTwilioInbound(request: Request): Promise<Response> {
  return servePipeline(request, () => receiveTwilioInbound(request));
}

/**
 * Serves `req` if it is a carrier's request (scripts/serve.mjs asks before handing it to Next);
 * false when it is not one, or is not a POST (Next answers those: 405, 404).
 */
export function serveCarrierRequest(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "POST") return false;
  const target = req.url ?? "/";
  const query = target.indexOf("?");
  const pathname = query < 0 ? target : target.slice(0, query);
  if (pathname === TWILIO_INBOUND_PATH) {
    void serveFromNode(req, res, TWILIO_INBOUND_PATH, serveTwilioInbound);
    return true;
  }
  const callback = CALLBACK_PATH.exec(pathname);
  if (!callback) return false;
  const [provider, kind] = [callback[1], callback[2]].map(decodeURIComponent);
  void serveFromNode(req, res, "/api/telephony/[provider]/[kind]", (request) =>
    serveCarrierCallback(request, provider, kind),
  );
  return true;
}
