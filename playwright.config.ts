import { defineConfig } from "@playwright/test";

// Two production servers from the same build (scripts/test.sh builds it into .next-e2e first):
// - "embedded": started with NO configuration at all, as a newcomer would (smoke test);
// - "app": started with whatever the test run is configured for (CI: real Postgres and Redis),
//   on a fresh database with the demo seed, which tests read from tests/e2e/.state/app-seed.json.
// Each server is started by tests/e2e/server.mjs. A spec that needs a server configured otherwise
// starts a private one from the same build on a free port (click-to-call.spec.ts; twilio-sync.spec.ts,
// with Twilio configured against a fake Twilio).

export const PORTS = { app: 3100, embedded: 3101, host: 4010 } as const;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-default-apps",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ...(process.env.CI ? [["html", { open: "never", outputFolder: "playwright-report" }] as const] : []),
    // `npm test`'s summary counts the tests (scripts/test-summary.mjs).
    ...(process.env.TEST_REPORT ? [["json", { outputFile: process.env.TEST_REPORT }] as const] : []),
  ],
  use: { ...chromium, trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: [
    { name: "embedded", testMatch: /smoke\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${PORTS.embedded}` } },
    { name: "app", testIgnore: /smoke\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${PORTS.app}` } },
  ],
  webServer: [
    {
      command: `node tests/e2e/server.mjs embedded ${PORTS.embedded}`,
      url: `http://127.0.0.1:${PORTS.embedded}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      command: `node tests/e2e/server.mjs app ${PORTS.app}`,
      url: `http://127.0.0.1:${PORTS.app}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
  ],
});
