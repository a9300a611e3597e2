import { db } from "@/server/db/client";
import { logger } from "@/server/logger";
import { decryptSecret, encryptSecret } from "@/server/secrets/encryption";
import { newSecret } from "@/server/webhooks/endpoints";

// A number's routing secret signs the requests to its routing URL (server/inbound/routing.ts): it
// is shown once (create, the PATCH that first sets the URL, rotate), and kept sealed like every
// other signing secret (server/secrets/encryption.ts), so neither the table nor a backup holds it.

/** A new secret: the plaintext for the one answer that shows it, and the form kept in the row. */
export function newRoutingSecret(): { plaintext: string; sealed: string } {
  const plaintext = newSecret();
  return { plaintext, sealed: encryptSecret(plaintext) };
}

/** The plaintext a number's routing requests are signed with. */
export function routingSecretOf(sealed: string): string {
  return decryptSecret(sealed);
}

/**
 * Seals the secrets numbers kept in plaintext before they were sealed (the migration
 * 20261128100000_routing_secret_sealed cannot: the key is the application's), clearing the old
 * column. Run at every start; each row is sealed once, and a second process starting at the same
 * time changes nothing more.
 */
export async function sealPlaintextRoutingSecrets(): Promise<number> {
  const rows = await db.callerNumber.findMany({
    where: { routingSecret: { not: null } },
    select: { id: true, routingSecret: true },
  });
  for (const { id, routingSecret } of rows)
    await db.callerNumber.updateMany({
      where: { id, routingSecret },
      data: { routingSecretSealed: encryptSecret(routingSecret!), routingSecret: null },
    });
  if (rows.length) logger.info({ numbers: rows.length }, "sealed the routing secrets numbers kept in plaintext");
  return rows.length;
}
