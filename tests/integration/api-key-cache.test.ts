import { beforeAll, expect, it } from "vitest";

// The in-process cache of API key lookups holds real keys apart from unknown ones: a flood of
// invented (well-formed, correctly checksummed) keys cannot push a real key out and send every
// request back to the database. The cache is observed by changing the key's row behind its back
// (a revocation made elsewhere shows only once the cached lookup is gone).
process.env.API_KEY_CACHE_MS = "600000";

let db: typeof import("@/server/db/client").db;
let authenticateApiKey: typeof import("@/server/keys/authenticate").authenticateApiKey;
let generateSecret: typeof import("@/server/keys/secret").generateSecret;
let fixture: typeof import("../helpers/v1-fixture");
beforeAll(async () => {
  const client = await import("@/server/db/client");
  await client.dbReady();
  db = client.db;
  ({ authenticateApiKey } = await import("@/server/keys/authenticate"));
  ({ generateSecret } = await import("@/server/keys/secret"));
  fixture = await import("../helpers/v1-fixture");
  // A process caches keys only while it hears of revocations (server/broadcast/): the first lookup starts listening.
  const { CHANNELS, listening } = await import("@/server/broadcast/channel");
  await authenticateApiKey(`Bearer ${generateSecret("live")}`).catch(() => undefined);
  while (!listening(CHANNELS.apiKeys)) await new Promise((resolve) => setTimeout(resolve, 20));
});

it("keeps a real key cached through 12,000 invented ones (more than the cache holds)", async () => {
  const ws = await fixture.createV1Workspace();
  const principal = await authenticateApiKey(`Bearer ${ws.apiKey}`);
  await db.apiKey.update({ where: { id: ws.keyId }, data: { revokedAt: new Date() } });

  for (let round = 0; round < 120; round += 1) {
    const junk = Array.from({ length: 100 }, () =>
      authenticateApiKey(`Bearer ${generateSecret("live")}`).catch((error: { code: string }) => error.code),
    );
    expect(new Set(await Promise.all(junk))).toEqual(new Set(["INVALID_API_KEY"]));
  }

  expect(await authenticateApiKey(`Bearer ${ws.apiKey}`)).toEqual(principal);
}, 120_000);

// A revocation or a roll made by another process reaches this one's cache through the broadcast
// channel (server/broadcast/): the row changed behind the cache's back and the message another
// process's revokeApiKey sends, and the key answers 401 at once, not after API_KEY_CACHE_MS.
it("forgets a key at once when another process announces its revocation", async () => {
  const { CHANNELS } = await import("@/server/broadcast/channel");
  const { hashSecret } = await import("@/server/keys/secret");
  const ws = await fixture.createV1Workspace();
  await authenticateApiKey(`Bearer ${ws.apiKey}`);
  await db.apiKey.update({ where: { id: ws.keyId }, data: { revokedAt: new Date() } });
  expect(await authenticateApiKey(`Bearer ${ws.apiKey}`), "cached: the row changed silently").toMatchObject({
    keyId: ws.keyId,
  });

  await db.$executeRaw`SELECT pg_notify(${CHANNELS.apiKeys}, ${hashSecret(ws.apiKey)})`;
  const started = Date.now();
  let code: string | null = null;
  while (!code && Date.now() - started < 1_000) {
    code = await authenticateApiKey(`Bearer ${ws.apiKey}`).then(
      () => null,
      (error: { code: string }) => error.code,
    );
    if (!code) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(code).toBe("INVALID_API_KEY");
});
