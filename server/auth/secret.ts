import { env } from "../env";
import { localSecret } from "../secrets/local-secret";

/** The key that signs session cookies: NEXTAUTH_SECRET, or one kept under DATA_DIR. */
export function authSecret(): string {
  return localSecret("nextauth-secret", env.NEXTAUTH_SECRET);
}
