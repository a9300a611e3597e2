// The cheapest answer this server can give: no database, no Redis, no body. It is a liveness
// probe (the process is up and Next is routing) and, for `npm run bench`, the framework floor
// that /v1 throughput is divided by. The dependencies are checked by /api/health, and readiness
// (503 while shutting down) is /api/health/ready.

export const dynamic = "force-dynamic";

export function GET(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
