import { serveMeasuringStick } from "@/server/bench/measuring-stick";

// `npm run bench`'s measuring stick (server/bench/measuring-stick.ts); a 404 unless BENCH_ROUTES is set.
export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveMeasuringStick(request, (await params).id);
}
