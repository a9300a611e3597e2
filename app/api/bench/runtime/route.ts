import { serveRuntimeWindow } from "@/server/bench/runtime";

// `npm run bench:voice`'s view of the server's event loop and GC (server/bench/runtime.ts); a 404 unless BENCH_ROUTES is set.
export const dynamic = "force-dynamic";

export const GET = serveRuntimeWindow;
export const POST = serveRuntimeWindow;
