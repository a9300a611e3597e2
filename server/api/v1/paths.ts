import { z } from "zod";

/** `{id}` of every /v1/workspaces/{id}/… path. */
export const workspacePath = z.object({ id: z.string().min(1).meta({ description: "Workspace id." }) });
