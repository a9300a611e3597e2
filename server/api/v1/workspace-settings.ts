import {
  getWorkspaceSettings,
  updateWorkspaceSettings,
  workspaceSettingsPatch,
  workspaceSettingsSchema,
} from "@/server/workspaces/settings";
import { envelope, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// The workspace's own settings, for /v1 and the settings UI alike (members read, admins change).

const tags = ["Workspace"];

export const workspaceSettingsRouter = createTRPCRouter({
  get: workspaceProcedure
    .meta({
      scope: "workspace:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/settings",
        tags,
        summary: "Retrieve the workspace's settings",
        description:
          "How long calls keep their transcripts, recordings and data (`retention`), and what calls cost (`pricing`).",
      },
    })
    .input(workspacePath)
    .output(envelope(workspaceSettingsSchema))
    .query(async ({ ctx, input }) => successBody(await getWorkspaceSettings(ctx.db, input.id))),

  update: workspaceProcedure
    .meta({
      scope: "workspace:write",
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/settings",
        tags,
        summary: "Update the workspace's settings",
        description:
          "Changes the settings given. `retention`: days from 1 to 3,650, or null to keep; an agent may set shorter days for its own calls. The hourly retention run removes what is older (docs/privacy.md). `pricing`: per started minute, the carrier's (outbound, inbound) and speech's prices, in `currency`; the defaults are Twilio's US list prices.",
      },
    })
    .input(workspaceSettingsPatch.extend(workspacePath.shape))
    .output(envelope(workspaceSettingsSchema))
    .mutation(async ({ ctx, input: { id, ...patch } }) =>
      successBody(await updateWorkspaceSettings(ctx.db, id, patch)),
    ),
});
