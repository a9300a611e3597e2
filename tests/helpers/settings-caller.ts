import { createContext } from "@/server/api/context";
import { apiErrorOf } from "@/server/api/errors";
import { appRouter } from "@/server/api/root";
import { createCallerFactory } from "@/server/api/trpc";
import type { Principal } from "@/server/auth/authorize";
import type { ApiError } from "@/server/errors";

// The procedures as the UI calls them: the app router with a signed-in user (or any principal).

export const callerAs = (principal: Principal) =>
  createCallerFactory(appRouter)(createContext({ authenticate: async () => principal }));

export const callerFor = (userId: string) => callerAs({ kind: "user", userId });

/** The envelope error a procedure call was refused with; fails the test if it was not refused. */
export async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return apiErrorOf(error);
  }
  throw new Error("expected a rejection");
}
