import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { MAX_BATCH_CALLS } from "@/server/api/batching";
import type { AppRouter } from "@/server/api/root";

/** The settings UI's client for mutations (reads happen in server components). */
export const trpc = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "/api/trpc", maxItems: MAX_BATCH_CALLS })] });
