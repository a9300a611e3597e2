import { createTRPCClient, httpBatchLink, httpLink, splitLink } from "@trpc/client";
import { MAX_BATCH_CALLS } from "@/server/api/batching";
import type { AppRouter } from "@/server/api/root";

const url = "/api/trpc";

/**
 * The settings UI's client for mutations (reads happen in server components). A change made
 * against a version (`mutate(input, { context: { ifMatch: '"3"' } })`) goes alone, with that If-Match
 * header, as it would on /v1.
 */
export const trpc = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => typeof op.context.ifMatch === "string",
      true: httpLink({ url, headers: ({ op }) => ({ "If-Match": op.context.ifMatch as string }) }),
      false: httpBatchLink({ url, maxItems: MAX_BATCH_CALLS }),
    }),
  ],
});
