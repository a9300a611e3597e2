import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { authOptions } from "./options";

// Who is signed in, for pages outside a workspace (workspace pages read through app/_trpc/server.ts).

/** The signed-in user's id, or null. */
export const currentUserId = cache(async (): Promise<string | null> => {
  const session = await getServerSession(authOptions);
  return session?.userId ?? null;
});

export async function requireUserId(returnTo: string): Promise<string> {
  const userId = await currentUserId();
  if (!userId) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return userId;
}
