import { defineConfig } from "vitest/config";

// The SDK's own tests need no database: they run against local HTTP servers.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 10_000,
    // The counts for `npm test`'s summary (the repository's reporter; the package does not ship it).
    reporters: ["default", "../tests/setup/run-report.ts"],
  },
});
