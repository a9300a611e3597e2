import { serve } from "inngest/next";
import { inngest } from "@/server/jobs/inngest";
import { functions } from "./index";

/** The Inngest serve handler: Inngest calls the functions through it (the local executor, in-process, through ./local-executor/serve-locally.ts). */
export const inngestHandler = serve({ client: inngest, functions });
