import { receiveStatusCallback } from "@/server/dialing/callbacks";
import { errorResponse, toApiError } from "@/server/errors";

// Carriers (and the simulator) post call status changes here; the provider verifies the signature.

export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }): Promise<Response> {
  try {
    await receiveStatusCallback((await params).provider, request);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(toApiError(error));
  }
}
