import { PrismaAdapter } from "@next-auth/prisma-adapter";
import type { NextAuthOptions } from "next-auth";
import credentialsModule from "next-auth/providers/credentials";
import emailModule from "next-auth/providers/email";
import gitHubModule from "next-auth/providers/github";
import { db } from "../db/client";
import { env } from "../env";
import { logger } from "../logger";
import { safeCallbackPath } from "./callback-url";
import { authorizeCredentials } from "./credentials";
import { assertSessionOpen, closeSession, openSession, SessionRevokedError } from "./revocable-sessions";
import { authSecret } from "./secret";
import { createOwnedWorkspace } from "./signup";

// next-auth configuration. Sessions are signed JWT cookies (the Credentials provider requires it)
// naming a server-side session row, so signing out ends them everywhere (revocable-sessions.ts);
// workspace membership is never in the token but read per request, so removing someone from a
// workspace takes effect at once. GitHub and email links appear only when configured.

declare module "next-auth" {
  interface Session {
    userId: string;
  }
}

// next-auth's providers are CommonJS modules with `exports.default`: a bundler (Next, vitest)
// hands over the function, Node's own loader (a tsx script starting the app) the module object.
const defaultExport = <T>(module: T | { default: T }): T =>
  typeof module === "function" ? module : (module as { default: T }).default;
const CredentialsProvider = defaultExport(credentialsModule);
const EmailProvider = defaultExport(emailModule);
const GitHubProvider = defaultExport(gitHubModule);

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
  logger: {
    // A signed-out cookie presented again is expected, not a server error.
    error(code, metadata) {
      const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown })?.error;
      if (error instanceof SessionRevokedError) logger.info({ code }, "a signed-out session cookie was refused");
      else logger.error({ code, err: metadata }, "next-auth error");
    },
    warn: (code) => logger.warn({ code }, "next-auth warning"),
  },
  callbacks: {
    // At sign-in `user` is set: open a session row. Afterwards every read of the session checks
    // it; the throw makes next-auth clear the cookie and answer "no session".
    async jwt({ token, user }) {
      if (user) return { ...token, sid: await openSession(user.id) };
      await assertSessionOpen(token.sid);
      return token;
    },
    // Where GitHub and email sign-in return to: the same rule as the sign-in page's callbackUrl.
    redirect({ url, baseUrl }) {
      return new URL(safeCallbackPath(url), baseUrl).toString();
    },
    session({ session, token }) {
      return { ...session, userId: token.sub! };
    },
  },
  events: {
    async signOut({ token }) {
      await closeSession(token?.sid);
    },
    // Accounts made through GitHub or an email link start with a workspace, like sign-up's.
    async createUser({ user }) {
      const name = user.name ? `${user.name}'s workspace` : "My workspace";
      await db.$transaction((tx) => createOwnedWorkspace(tx, user.id, name));
    },
  },
};
