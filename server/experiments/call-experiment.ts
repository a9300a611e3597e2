import { z } from "zod";
import type { Call } from "@/server/db/generated/client";

// The experiment that gave a call its arm (docs/decisions.md "Experiments"), as the call, its
// webhooks and its list show it.

export const callExperimentSchema = z
  .object({ id: z.string(), arm: z.enum(["control", "variant"]) })
  .nullable()
  .meta({ description: "The agent's experiment that assigned the call an arm (its `agentVersion` is the arm's)." });

export function callExperimentOf(
  call: Pick<Call, "experimentId" | "experimentArm">,
): z.infer<typeof callExperimentSchema> {
  return call.experimentId && call.experimentArm ? { id: call.experimentId, arm: call.experimentArm } : null;
}
