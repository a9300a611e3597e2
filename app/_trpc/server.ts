import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { createContext, type Principal } from "@/server/api/context";
import { apiErrorOf } from "@/server/api/errors";
import { appRouter } from "@/server/api/root";
import { createCallerFactory } from "@/server/api/trpc";
import { currentUserId } from "@/server/auth/session";
import { ApiError } from "@/server/errors";

// Server components read through the app router, as the signed-in user: the procedures decide
// who may read what, so a page cannot forget a check.

const createCaller = createCallerFactory(appRouter);

/**
 * A caller that turns the access outcomes into pages: not signed in → sign-in, then back to
 * `returnTo`; not a member (or no such thing) → the 404 page, so workspace ids of others cannot
 * even be confirmed to exist. Other errors reach the nearest error boundary.
 */
export function pageCaller(authenticate: () => Promise<Principal>, returnTo: string) {
  return createCaller(createContext({ authenticate }), {
    onError: ({ error }) => {
      const { code } = apiErrorOf(error);
      if (code === "UNAUTHENTICATED") redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
      if (code === "NOT_FOUND") notFound();
    },
  });
}

async function sessionUser(): Promise<Principal> {
  const userId = await currentUserId();
  if (!userId) throw new ApiError("UNAUTHENTICATED");
  return { kind: "user", userId };
}

/** The signed-in user's caller for this request (one per request and `returnTo`). */
export const serverApi = cache((returnTo: string) => pageCaller(sessionUser, returnTo));
