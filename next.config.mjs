/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate dist dir lets a benchmark or a second checkout build beside the default one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  experimental: {
    // proxy.ts runs on every request, and Next hands a route at most this much of a body that went
    // through it (10 MB by default, the rest cut off silently: a larger upload read as a broken form).
    // A document upload's limit (MAX_UPLOAD_BYTES) plus its form's room (FORM_OVERHEAD_BYTES), and
    // one byte more: a body cut there is still too large, so the route answers 413 as it should.
    proxyClientMaxBodySize: 25 * 1024 * 1024 + 64 * 1024 + 1,
  },
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
    // The OpenTelemetry SDK (server/telemetry/): one copy per process, loaded by Node, whose API
    // shares its context with Next's own (unexported) spans through the process-wide slot.
    "@opentelemetry/api",
    "@opentelemetry/context-async-hooks",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/exporter-trace-otlp-proto",
    "@opentelemetry/resources",
    "@opentelemetry/sdk-trace-base",
  ],
};

export default nextConfig;
