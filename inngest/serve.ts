import { serve } from "inngest/next";
import { inngest } from "@/server/jobs/inngest";
import { functions } from "./index";

/** The Inngest serve handler: Inngest (or the local executor, in-process) calls the functions through it. */
export const inngestHandler = serve({ client: inngest, functions });
