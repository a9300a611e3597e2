import NextAuth from "next-auth";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authorizeCredentials, TOO_MANY_ATTEMPTS } from "@/server/auth/credentials";
import { authOptions } from "@/server/auth/options";
import { signUp } from "@/server/auth/signup";
import { db, dbReady } from "@/server/db/client";
import { clearOfWindowEdge } from "../helpers/rate-window";

// Sign-in as a browser does it, through next-auth's own handler (the API-route form of what
// app/api/auth serves; the App Router form needs a live Next request scope) with
// the real database and Redis: only failures are counted, per client address, so nobody can lock
// a user out; and signing out ends the session on the server, so a copied cookie stops working.

vi.hoisted(() => {
  process.env.SIGNIN_FAILURES_PER_IP_AND_EMAIL = "3";
  process.env.SIGNIN_FAILURES_PER_IP = "6";
});

const PASSWORD = "correct horse battery";

/** A browser at `ip`: a cookie jar and next-auth's endpoints (answers as JSON, as next-auth/react asks). */
function browser(ip: string) {
  const cookies = new Map<string, string>();
  async function call(path: string, method = "GET", body?: Record<string, string>): Promise<Record<string, unknown>> {
    const setCookies: string[] = [];
    let answer: Record<string, unknown> = {};
    const res = {
      status: () => res,
      getHeader: (name: string) => (name.toLowerCase() === "set-cookie" ? [...setCookies] : undefined),
      setHeader(name: string, value: string | string[]) {
        if (name.toLowerCase() === "set-cookie") setCookies.splice(0, setCookies.length, ...[value].flat());
        return res;
      },
      json: (value: Record<string, unknown>) => ((answer = value), res),
      send: (value: unknown) => (
        (answer = typeof value === "object" && value ? (value as Record<string, unknown>) : {}),
        res
      ),
      end: () => res,
    };
    const req = {
      method,
      query: { nextauth: path.split("/") },
      body: body ? { ...body, json: "true" } : undefined,
      cookies: Object.fromEntries(cookies),
      headers: { host: "localhost:3000", "x-forwarded-for": ip },
    };
    await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(
      req,
      res,
      authOptions,
    );
    for (const header of setCookies) {
      const [pair] = header.split(";");
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      if (value && !/Max-Age=0(;|$)|Expires=Thu, 01 Jan 1970/i.test(header))
        cookies.set(name, decodeURIComponent(value));
      else cookies.delete(name);
    }
    return answer;
  }
  return {
    cookies,
    async signIn(email: string, password: string): Promise<{ ok: boolean; error: string | null }> {
      const { csrfToken } = (await call("csrf")) as { csrfToken: string };
      const { url } = (await call("callback/credentials", "POST", { email, password, csrfToken })) as { url: string };
      const error = new URL(url).searchParams.get("error");
      return { ok: !error, error };
    },
    async userId(): Promise<string | undefined> {
      return ((await call("session")) as { userId?: string }).userId;
    },
    async signOut(): Promise<void> {
      const { csrfToken } = (await call("csrf")) as { csrfToken: string };
      await call("signout", "POST", { csrfToken });
    },
  };
}

let carol: string;
let dave: string;
let nextIp = 1;
/** A fresh client address per test, so budgets spent by one test do not leak into the next. */
const freshIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  await dbReady();
  carol = (await signUp({ name: "Carol", email: "carol@example.com", password: PASSWORD, workspaceName: "Carolco" }))
    .userId;
  dave = (await signUp({ name: "Dave", email: "dave@example.com", password: PASSWORD, workspaceName: "Daveco" }))
    .userId;
});

beforeEach(() => clearOfWindowEdge(15 * 60, 20_000));

describe("failed sign-in attempts", () => {
  it("are the only ones counted: signing in again and again is never refused", async () => {
    const laptop = browser(freshIp());
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await laptop.signIn("carol@example.com", PASSWORD)).toEqual({ ok: true, error: null });
  });

  it("from one address stop guessing that account there, and the user still signs in from elsewhere", async () => {
    const attacker = browser(freshIp());
    for (const guess of ["guess one", "guess two", "guess three"]) {
      expect(await attacker.signIn("carol@example.com", guess)).toEqual({ ok: false, error: "CredentialsSignin" });
    }
    // The right password is refused too at that address: otherwise guessing would go on until it hit.
    const refused = await attacker.signIn("carol@example.com", PASSWORD);
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatch(new RegExp(`^${TOO_MANY_ATTEMPTS}\\. Try again in (1[0-5]|[1-9]) minutes?\\.$`));
    expect(await attacker.userId()).toBeUndefined();

    const owner = browser(freshIp());
    expect(await owner.signIn("carol@example.com", PASSWORD)).toEqual({ ok: true, error: null });
    expect(await owner.userId()).toBe(carol);
    // Other accounts from the attacker's address are a separate budget (until the spray limit).
    expect(await attacker.signIn("dave@example.com", PASSWORD)).toEqual({ ok: true, error: null });
  });

  it("from one address across many accounts (a password spray) stop that address", async () => {
    const sprayer = browser(freshIp());
    for (let n = 0; n < 6; n++)
      expect((await sprayer.signIn(`user${n}@example.com`, "Winter2026!")).error).toBe("CredentialsSignin");
    expect((await sprayer.signIn("user99@example.com", "Winter2026!")).error).toMatch(TOO_MANY_ATTEMPTS);
    expect((await sprayer.signIn("dave@example.com", PASSWORD)).error).toMatch(TOO_MANY_ATTEMPTS);
    expect(await browser(freshIp()).signIn("dave@example.com", PASSWORD)).toEqual({ ok: true, error: null });
  });

  it("are counted per address as the server sees it, whatever a client writes into X-Forwarded-For", async () => {
    const ip = freshIp();
    const request = (spoofed: string) => ({ headers: { "x-forwarded-for": `${spoofed}, ${ip}` } });
    for (let n = 0; n < 3; n++)
      expect(
        await authorizeCredentials({ email: "dave@example.com", password: "nope nope" }, request(`203.0.113.${n}`)),
      ).toBeNull();
    await expect(
      authorizeCredentials({ email: "dave@example.com", password: PASSWORD }, request("203.0.113.77")),
    ).rejects.toThrow(TOO_MANY_ATTEMPTS);
  });
});

describe("signing out", () => {
  it("ends the session on the server: a copied session cookie no longer signs anyone in", async () => {
    const ip = freshIp();
    const laptop = browser(ip);
    expect(await laptop.signIn("dave@example.com", PASSWORD)).toEqual({ ok: true, error: null });
    expect(await laptop.userId()).toBe(dave);
    const phone = browser(freshIp());
    await phone.signIn("dave@example.com", PASSWORD);

    const thief = browser(freshIp());
    for (const [name, value] of laptop.cookies) thief.cookies.set(name, value);
    expect(await thief.userId()).toBe(dave);

    await laptop.signOut();
    expect(await laptop.userId()).toBeUndefined();
    expect(await thief.userId()).toBeUndefined();
    // Signing out on one device leaves the others signed in.
    expect(await phone.userId()).toBe(dave);
  });

  it("refuses a session cookie that names no server-side session (e.g. issued before sessions were recorded)", async () => {
    const laptop = browser(freshIp());
    await laptop.signIn("carol@example.com", PASSWORD);
    expect(await laptop.userId()).toBe(carol);
    await db.session.deleteMany({ where: { userId: carol } });
    expect(await laptop.userId()).toBeUndefined();
  });
});
