import { privacyPatch, privacySettingsSchema } from "@/server/privacy/inputs";
import { privacySettings, updatePrivacySettings } from "@/server/privacy/settings";
import { envelope, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// The workspace's privacy settings (docs/privacy.md): what is redacted from what was said.

const tags = ["Privacy"];

export const privacyRouter = createTRPCRouter({
  get: workspaceProcedure
    .meta({
      scope: "contacts:read",
      openapi: { method: "GET", path: "/workspaces/{id}/privacy", tags, summary: "Get the privacy settings" },
    })
    .input(workspacePath)
    .output(envelope(privacySettingsSchema))
    .query(async ({ ctx, input }) => successBody(await privacySettings(ctx.db, input.id))),

  update: workspaceProcedure
    .meta({
      scope: "contacts:write",
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/privacy",
        tags,
        summary: "Change the privacy settings",
        description:
          "The fields given are set. `redact` applies to what is said from then on: what was stored before is not rewritten.",
      },
    })
    .input(privacyPatch.extend(workspacePath.shape))
    .output(envelope(privacySettingsSchema))
    .mutation(async ({ ctx, input: { id, ...patch } }) => successBody(await updatePrivacySettings(ctx.db, id, patch))),
});
