import { defineConfig } from "prisma/config";

// The URL is only read by `prisma migrate deploy` (for users who can download Prisma's engines);
// the app itself builds its client in server/db.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/svc" },
});
