import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";
import { startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { startProductionServer, type ProductionServer } from "../helpers/production-server";
import { createAgentWithNumber, screenshot, signUp } from "./settings-helpers";

// "Sync with Twilio" on a number's page, in real Chromium against the production build, with a
// fake Twilio REST API (tests/helpers/fake-twilio.ts, the real wire format) on loopback.
//
// Why a private server: the button shows only with Twilio configured (TWILIO_ACCOUNT_SID and
// TWILIO_AUTH_TOKEN), and Playwright's two shared servers run without it on purpose: with it,
// every number an agent answers is synced with Twilio when it changes and at each start, which
// the other specs must not see. So this file starts its own fake Twilio (in its worker process, so
// the tests read and break it directly) and its own production server from the same build (as
// click-to-call.spec.ts does), on free ports, embedded (PGlite in a fresh DATA_DIR, rate limits in
// memory: nothing shared with the app server). A third webServer in playwright.config.ts would
// start with every run, whichever specs it runs, and would need the fake Twilio in another
// process with a control API; this costs one server start, only when this file runs.
//
// A number Twilio was never told about: on this server a number is synced as soon as an agent
// answers it, so it is bound while the Twilio account does not hold it (Twilio is asked, finds
// nothing, and nothing is set there), and the account gets it afterwards with no Voice URL, as a
// number bought or ported in later, or one bound before Twilio was configured.

interface TwilioApp {
  /** The private server, with Twilio configured. */
  app: ProductionServer;
  /** The Twilio it talks to. */
  twilio: FakeTwilio;
}

const test = base.extend<{ twilioApp: TwilioApp }, { twilioWorker: TwilioApp }>({
  // Per worker, so it is up before the context options (which read baseURL) are set up; this
  // file's own worker fixture gives it a worker of its own, ended (and the server with it) once
  // its tests have run.
  twilioWorker: [
    async ({}, provide) => {
      const twilio = await startFakeTwilio();
      const dataDir = mkdtempSync(path.join(tmpdir(), "svc-e2e-twilio-"));
      const app = await startProductionServer({
        distDir: process.env.E2E_DIST_DIR ?? ".next-e2e",
        env: {
          ...twilio.env,
          // Embedded, whatever the test run is configured with (empty means unset, server/env.ts).
          DATABASE_URL: "",
          REDIS_URL: "",
          UPSTASH_REDIS_REST_URL: "",
          UPSTASH_REDIS_REST_TOKEN: "",
          DATA_DIR: dataDir,
        },
      }).catch(async (error: unknown) => {
        await twilio.close();
        throw error;
      });
      await provide({ app, twilio });
      await app.stop();
      await twilio.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  twilioApp: async ({ twilioWorker }, provide, testInfo) => {
    await provide(twilioWorker);
    twilioWorker.twilio.failNumberUpdates(0);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach("server-log", { body: twilioWorker.app.logs.join("\n"), contentType: "text/plain" });
  },
  // The pages of this file are the private server's.
  baseURL: async ({ twilioWorker }, provide) => provide(twilioWorker.app.url),
});

/**
 * Signs up, adds `phone` with an agent answering it while the Twilio account does not hold it,
 * then puts it in the account with no Voice URL; answers its number page's carrier line and the
 * number as the account holds it.
 */
async function numberTwilioWasNeverToldAbout(page: Page, { twilio }: TwilioApp, phone: string) {
  const { workspaceId } = await signUp(page, "twilio-sync");
  await createAgentWithNumber(page, workspaceId, phone);
  await page.goto(`/w/${workspaceId}/numbers`);
  await page.getByRole("link", { name: phone }).click();
  await page.waitForURL(/\/numbers\/num_[0-9a-f]+$/);
  const form = page.getByRole("form", { name: "Incoming calls" });
  await form.getByLabel("Answered by").selectOption({ label: "Ava" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Number saved")).toBeVisible();
  // svc asked Twilio once the change committed; the page says what Twilio answered when reloaded.
  const carrierState = page.getByTestId("carrier-state");
  await expect(async () => {
    await page.reload();
    await expect(carrierState).toContainText("This number is not in the Twilio account", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  const held = { sid: `PN${randomBytes(16).toString("hex")}`, voiceUrl: "", statusCallback: "" };
  twilio.numbers.set(phone, { ...held });
  await page.reload();
  // Nothing tells svc that the account now holds it: the page still says what it last knew.
  await expect(carrierState).toContainText("This number is not in the Twilio account");
  return { carrierState, held };
}

test("Sync with Twilio points a number Twilio was never told about at svc, and the page follows it", async ({
  page,
  twilioApp,
}, testInfo) => {
  const { app, twilio } = twilioApp;
  const phone = "+14155550161";
  const { carrierState, held } = await numberTwilioWasNeverToldAbout(page, twilioApp, phone);
  expect(twilio.numbers.get(phone)).toEqual(held);

  await page.getByRole("button", { name: "Sync with Twilio" }).click();
  await expect(page.getByText("Asked Twilio where this number's calls go")).toBeVisible();
  // No reload: the page follows the sync until Twilio has answered.
  await expect(carrierState).toHaveText("Twilio sends this number's calls to svc (its Voice URL points here).");
  await expect(page.getByText("● Live")).toHaveCount(0);
  expect(twilio.numbers.get(phone)).toEqual({
    sid: held.sid,
    voiceUrl: `${app.url}/api/telephony/twilio/inbound`,
    statusCallback: `${app.url}/api/telephony/twilio/status`,
  });
  await screenshot(page, testInfo, "number-synced-with-twilio");

  await page.reload();
  await expect(carrierState).toHaveText("Twilio sends this number's calls to svc (its Voice URL points here).");
});

test("when Twilio refuses the change, the page shows Twilio's error and nothing is set there", async ({
  page,
  twilioApp,
}, testInfo) => {
  const { twilio } = twilioApp;
  const phone = "+14155550162";
  const { carrierState, held } = await numberTwilioWasNeverToldAbout(page, twilioApp, phone);
  // Twilio finds the number, then answers 500 to every change of its URLs (svc's retries too).
  twilio.failNumberUpdates(1_000);

  await page.getByRole("button", { name: "Sync with Twilio" }).click();
  await expect(page.getByText("Asked Twilio where this number's calls go")).toBeVisible();
  await expect(carrierState).toHaveText(
    "Twilio could not be told where the calls go (Twilio answered 500: Internal Server Error); svc retries a few times.",
  );
  await expect(page.getByText("● Live")).toHaveCount(0);
  expect(twilio.numbers.get(phone)).toEqual(held);
  await screenshot(page, testInfo, "number-sync-refused-by-twilio");

  await page.reload();
  await expect(carrierState).toContainText("Twilio answered 500: Internal Server Error");
  await expect(carrierState).not.toContainText("sends this number's calls to svc");
  expect(twilio.numbers.get(phone)).toEqual(held);
});
