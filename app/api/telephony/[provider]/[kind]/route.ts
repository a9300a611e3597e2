import { receiveCarrierCallback } from "@/server/dialing/callbacks";
import { errorResponse, toApiError } from "@/server/errors";

// Carriers (and the simulator) post their callbacks here (status, connect, amd, recording); the
// provider verifies the signature, and the answer is what the carrier does next.

export async function POST(
  request: Request,
  { params }: { params: Promise<{ provider: string; kind: string }> },
): Promise<Response> {
  try {
    const { provider, kind } = await params;
    return await receiveCarrierCallback(provider, kind, request);
  } catch (error) {
    return errorResponse(toApiError(error));
  }
}
