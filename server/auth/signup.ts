import { db, Prisma, type Db } from "../db/client";
import { env } from "../env";
import { ApiError } from "../errors";
import { createRateLimiter, rateLimitedError } from "../ratelimit/ratelimit";
import { hashPassword } from "./password";
import type { SignUpInput } from "./schemas";

/** A new workspace owned by the user: what every account starts with. */
export function createOwnedWorkspace(db: Db, userId: string, name: string) {
  return db.workspace.create({
    data: { name, memberships: { create: { userId, role: "owner" } } },
    select: { id: true },
  });
}

const signUpsPerIp = createRateLimiter({ name: "sign-up", limit: env.SIGNUP_LIMIT_PER_IP, windowSeconds: 60 * 60 });

/** Throws RATE_LIMITED when this client address has created too many accounts this hour. */
export async function assertSignUpAllowed(clientIp: string): Promise<void> {
  const state = await signUpsPerIp.check(clientIp);
  if (state.success) return;
  const { details, headers } = rateLimitedError(state);
  const minutes = Math.max(1, Math.ceil(state.resetSeconds / 60));
  throw new ApiError(
    "RATE_LIMITED",
    `Too many accounts were created from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { details, headers },
  );
}

/** Creates the user (password hashed with argon2id) and their first workspace, of which they are owner. */
export async function signUp(input: SignUpInput): Promise<{ userId: string; workspaceId: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { email: input.email, name: input.name, passwordHash },
        select: { id: true },
      });
      const workspace = await createOwnedWorkspace(tx, user.id, input.workspaceName);
      return { userId: user.id, workspaceId: workspace.id };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ApiError("CONFLICT", "An account with this email already exists. Sign in instead.", {
        details: { issues: [{ path: ["email"], message: "An account with this email already exists" }] },
      });
    }
    throw error;
  }
}
