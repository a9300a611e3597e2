import { analyzeCall } from "@/server/calls/analysis";
import { callAnalysisRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// call/analysis.requested (wrap-up of an answered call) → the call is analysed once (summary,
// structured data, success) and `call.summary_ready` announces it with the transcript. One step:
// a re-run finds the analysis stored (never asks the model again) and announces nothing new.

export const analyzeCallFunction = inngest.createFunction(
  { id: "analyze-call", triggers: [callAnalysisRequested], concurrency: { limit: 20 }, retries: 3 },
  async ({ event, step }) => {
    const { callId } = event.data;
    const analysis = await step.run("analyze-and-announce", () => analyzeCall(callId));
    return { callId, analysed: analysis.error === null };
  },
);
