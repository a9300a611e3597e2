-- The country a number written without + and a country code is read in, on every input
-- (server/phone.ts); ISO 3166-1 alpha-2.
ALTER TABLE "Workspace" ADD COLUMN "defaultCountry" TEXT NOT NULL DEFAULT 'US';
