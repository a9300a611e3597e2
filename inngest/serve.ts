import { serve } from "inngest/next";
import { inngest } from "@/server/jobs/inngest";
import { functions } from "./index";

/**
 * The Inngest serve handler, at /api/inngest: Inngest calls the functions through it. The local
 * executor calls them in-process instead (./local-executor/serve-locally.ts).
 */
export const inngestHandler = serve({ client: inngest, functions });
