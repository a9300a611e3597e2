// The cheapest answer this server can give: no database, no Redis, no body. It is a liveness
// probe (the process is up and Next is routing) and, for `npm run bench`, the framework floor
// that /v1 throughput is divided by. Readiness, with dependencies checked, is /api/health.

export const dynamic = "force-dynamic";

export function GET(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
