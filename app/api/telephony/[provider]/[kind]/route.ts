import { serveCarrierCallback } from "@/server/http/carrier-routes";

// Carriers (and the simulator) post their callbacks here (status, connect, amd, recording); the
// provider verifies the signature, and the answer is what the carrier does next. The production
// server answers them beside Next (server/http/carrier-routes.ts); this route serves `next dev`.

export async function POST(
  request: Request,
  { params }: { params: Promise<{ provider: string; kind: string }> },
): Promise<Response> {
  const { provider, kind } = await params;
  return serveCarrierCallback(request, provider, kind);
}
