import { receiveCarrierCallback } from "@/server/dialing/callbacks";
import { servePipeline } from "@/server/http/pipeline";

// Carriers (and the simulator) post their callbacks here (status, connect, amd, recording); the
// provider verifies the signature, and the answer is what the carrier does next. A failure is the
// error envelope with a request id, logged when it is ours (5xx).

export async function POST(
  request: Request,
  { params }: { params: Promise<{ provider: string; kind: string }> },
): Promise<Response> {
  return servePipeline(request, async () => {
    const { provider, kind } = await params;
    return receiveCarrierCallback(provider, kind, request);
  });
}
