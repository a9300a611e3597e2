import { analyzeCall } from "@/server/calls/analysis";
import { callAnalysisRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// call/analysis.requested (an answered call's end) → the call is analysed once (summary,
// structured data, success) and `call.summary_ready` announces it with the transcript. No step:
// the function does one thing, and a retry finds the analysis stored (it never asks the model
// again) and announces nothing new, so a step would only cost one more round trip to the function.

export const analyzeCallFunction = inngest.createFunction(
  { id: "analyze-call", triggers: [callAnalysisRequested], concurrency: { limit: 20 }, retries: 3 },
  async ({ event }) => {
    const { callId } = event.data;
    const analysis = await analyzeCall(callId);
    return { callId, analysed: analysis.error === null };
  },
);
