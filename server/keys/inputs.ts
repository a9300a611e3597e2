import { z } from "zod";
import { ApiKeyMode } from "@/server/db/generated/enums";
import { scopeSchema } from "./scopes";

// A new API key as the settings form asks for it.

export const apiKeyInput = z.object({
  name: z.string().trim().min(1, "Name the key after what uses it, e.g. “CRM sync”").max(100),
  scopes: z.array(scopeSchema).min(1, "Pick at least one scope"),
  mode: z.enum(ApiKeyMode),
});
