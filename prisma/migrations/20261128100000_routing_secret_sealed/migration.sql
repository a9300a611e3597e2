-- A number's routing secret is kept sealed (server/secrets/encryption.ts), like tools' and LLM
-- connections' secrets. The key is the application's (SECRETS_KEY), so SQL cannot seal: the server
-- seals every secret still in "routingSecret" into "routingSecretSealed" when it starts, clearing
-- the old column (server/numbers/routing-secret.ts), and nothing reads the old column.
ALTER TABLE "CallerNumber" ADD COLUMN "routingSecretSealed" TEXT;
