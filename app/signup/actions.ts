"use server";

import { headers } from "next/headers";
import type { MutationError } from "@/app/_components/errors";
import { signUpInput } from "@/server/auth/schemas";
import { assertSignUpAllowed, signUp } from "@/server/auth/signup";
import { clientIpOfHeaders } from "@/server/client-ip";
import { toApiError } from "@/server/errors";
import { logger } from "@/server/logger";

type Result = { ok: true; workspaceId: string } | { ok: false; error: MutationError };

export async function signUpAction(input: unknown): Promise<Result> {
  const parsed = signUpInput.safeParse(input);
  if (!parsed.success)
    return { ok: false, error: { message: "Check the highlighted fields.", issues: parsed.error.issues } };
  try {
    await assertSignUpAllowed(clientIpOfHeaders(await headers()));
    const { workspaceId } = await signUp(parsed.data);
    return { ok: true, workspaceId };
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 500) logger.error({ err: error }, "sign-up failed");
    const issues = (apiError.details?.issues as MutationError["issues"] | undefined) ?? [];
    return { ok: false, error: { message: apiError.toEnvelope().error, issues } };
  }
}
