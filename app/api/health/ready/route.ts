import { checkReadiness } from "@/server/health";

export const dynamic = "force-dynamic";

/** Readiness: 503 while the process shuts down (or a dependency is down); /api/health stays the liveness check. */
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  return Response.json(readiness, { status: readiness.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
