import { PrismaAdapter } from "@next-auth/prisma-adapter";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import EmailProvider from "next-auth/providers/email";
import GitHubProvider from "next-auth/providers/github";
import { db } from "../db/client";
import { env } from "../env";
import { authorizeCredentials } from "./credentials";
import { authSecret } from "./secret";
import { createOwnedWorkspace } from "./signup";

// next-auth configuration. Sessions are signed JWT cookies (the Credentials provider requires it);
// workspace membership is never in the token but read per request, so removing someone from a
// workspace takes effect at once. GitHub and email links appear only when configured.

declare module "next-auth" {
  interface Session {
    userId: string;
  }
}

const credentials = CredentialsProvider({
  name: "Email and password",
  credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
  authorize: authorizeCredentials,
});

// next-auth takes its own base URL (OAuth callbacks, email links) from NEXTAUTH_URL only; svc's
// one setting for the public URL is APP_URL, so it stands in unless NEXTAUTH_URL is set.
process.env.NEXTAUTH_URL ??= env.APP_URL;

export const authProviders = {
  github: Boolean(env.GITHUB_ID && env.GITHUB_SECRET),
  email: Boolean(env.EMAIL_SERVER),
};

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  // Used by GitHub and email sign-in to find or create users and to keep email tokens.
  adapter: PrismaAdapter(db as never),
  session: { strategy: "jwt", maxAge: env.SESSION_MAX_AGE, updateAge: 60 * 60 },
  // Secure, __Secure- prefixed cookies whenever the public URL is https.
  useSecureCookies: env.APP_URL.startsWith("https://"),
  pages: { signIn: "/signin", error: "/signin", verifyRequest: "/signin?check-email=1", newUser: "/w" },
  providers: [
    credentials,
    ...(authProviders.github ? [GitHubProvider({ clientId: env.GITHUB_ID!, clientSecret: env.GITHUB_SECRET! })] : []),
    ...(authProviders.email ? [EmailProvider({ server: env.EMAIL_SERVER, from: env.EMAIL_FROM })] : []),
  ],
  callbacks: {
    session({ session, token }) {
      return { ...session, userId: token.sub! };
    },
  },
  events: {
    // Accounts made through GitHub or an email link start with a workspace, like sign-up's.
    async createUser({ user }) {
      const name = user.name ? `${user.name}'s workspace` : "My workspace";
      await db.$transaction((tx) => createOwnedWorkspace(tx, user.id, name));
    },
  },
};
