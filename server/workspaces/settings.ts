import { z } from "zod";
import type { Db, Prisma } from "@/server/db/client";
import { ApiError } from "@/server/errors";
import { workspacePricingOf, workspacePricingSchema } from "@/server/metering/pricing";
import { retentionOf, retentionSchema } from "@/server/privacy/retention";

// The workspace's settings on /v1 (`GET`/`PATCH …/settings`) and its settings page: how long its
// calls keep what they hold (docs/privacy.md "Retention") and what its calls cost it (docs/decisions.md
// "Usage, cost and latency").

export const workspaceSettingsSchema = z
  .object({
    retention: retentionSchema,
    pricing: workspacePricingSchema,
  })
  .meta({ id: "WorkspaceSettings" });
export type WorkspaceSettings = z.output<typeof workspaceSettingsSchema>;

/** A PATCH: the settings given change, the others stay. */
export const workspaceSettingsPatch = z.strictObject({
  retention: retentionSchema
    .optional()
    .meta({ description: "Replaces the whole setting: a kind left out keeps everything (null)." }),
  pricing: workspacePricingSchema.optional().meta({
    description:
      "Replaces the whole setting: the carrier's and speech's prices per started minute, in the currency every cost of the workspace is in. Calls ended from then on are priced with them.",
  }),
});
export type WorkspaceSettingsPatch = z.output<typeof workspaceSettingsPatch>;

const notFound = () => new ApiError("NOT_FOUND", "No such workspace.");

export async function getWorkspaceSettings(db: Db, workspaceId: string): Promise<WorkspaceSettings> {
  const workspace = await db.workspace.findUnique({
    where: { id: workspaceId },
    select: { retention: true, pricing: true },
  });
  if (!workspace) throw notFound();
  return { retention: retentionOf(workspace.retention), pricing: workspacePricingOf(workspace.pricing) };
}

export async function updateWorkspaceSettings(
  db: Db,
  workspaceId: string,
  patch: WorkspaceSettingsPatch,
): Promise<WorkspaceSettings> {
  const { count } = await db.workspace.updateMany({
    where: { id: workspaceId },
    data: {
      ...(patch.retention ? { retention: patch.retention as Prisma.InputJsonObject } : {}),
      ...(patch.pricing ? { pricing: patch.pricing } : {}),
    },
  });
  if (!count) throw notFound();
  return getWorkspaceSettings(db, workspaceId);
}
