import { afterAll, beforeAll, expect, it } from "vitest";
import { daytimePrefix } from "../helpers/daytime-prefix";
import { startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { eventually } from "./support/clients";
import { startStack, type Stack } from "./support/stack";

// SIGKILL the server in the middle of a campaign of a few hundred recipients, start it again, and
// check what campaigns promise: no recipient is lost (each ends called), and no attempt is placed
// twice (one call per recipient and attempt, each dialed once at the carrier).

const RECIPIENTS = 300;
const KILL_AFTER_DIALS = 80;

let carrier: FakeTwilio;
let stack: Stack;

beforeAll(async () => {
  carrier = await startFakeTwilio({ autoComplete: true });
  stack = await startStack({ env: { ...carrier.env, OUTBOX_SWEEP_INTERVAL_MS: "1000" } });
});
afterAll(async () => {
  await stack?.teardown();
  await carrier?.close();
});

it(`loses no recipient and calls none twice when the server is killed mid-campaign (${RECIPIENTS} recipients)`, async () => {
  const prefix = await daytimePrefix(30);
  const { destinationCountryOf } = await import("@/server/dnc/destinations");
  const { workspaceId, agentId, keys } = stack.fixture;
  await stack.db.workspace.update({
    where: { id: workspaceId },
    data: { maxCallsInFlight: 25, allowedDestinationCountries: ["US", destinationCountryOf(`${prefix}1234`)!] },
  });
  const response = await fetch(`${stack.server.url}/v1/workspaces/${workspaceId}/campaigns`, {
    method: "POST",
    headers: { authorization: `Bearer ${keys.live}`, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Crash",
      agentId,
      recipients: Array.from({ length: RECIPIENTS }, (_, i) => ({
        to: `${prefix}${String(1000 + i).padStart(4, "0")}`,
      })),
      schedule: { hours: { start: "08:00", end: "21:00" } },
      maxConcurrent: 20,
    }),
  });
  expect(response.status).toBe(201);
  const campaignId = ((await response.json()) as { data: { id: string } }).data.id;

  expect(
    await eventually(async () => carrier.dials.length >= KILL_AFTER_DIALS, 120_000),
    "calls are being placed",
  ).toBe(true);
  await stack.server.stop("SIGKILL");
  const dialsAtKill = carrier.dials.length;
  await stack.restart();

  // Calls the carrier ended while the server was down never reached it: the carrier says so again.
  const finished = async () =>
    (await stack.db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).status === "completed";
  const settled = await eventually(async () => {
    if (await finished()) return true;
    const stuck = await stack.db.call.findMany({
      where: {
        campaignId,
        status: { in: ["dialing", "ringing", "in_progress"] },
        updatedAt: { lt: new Date(Date.now() - 5_000) },
      },
      select: { id: true },
    });
    for (const { id } of stuck) {
      const dial = carrier.dials.find((d) => d.callId === id);
      if (dial) await carrier.complete(dial).catch(() => undefined);
    }
    return false;
  }, 150_000);
  const states = await stack.db.campaignRecipient.groupBy({ by: ["state"], where: { campaignId }, _count: true });
  const statuses = await stack.db.call.groupBy({ by: ["status"], where: { campaignId }, _count: true });
  console.log(
    `campaign crash: recipients ${JSON.stringify(states.map((s) => [s.state, s._count]))}, calls ${JSON.stringify(statuses.map((s) => [s.status, s._count]))}`,
  );
  expect(settled, "the campaign completes after the restart").toBe(true);

  const recipients = await stack.db.campaignRecipient.findMany({
    where: { campaignId },
    select: { id: true, state: true, attempts: true },
  });
  const calls = await stack.db.call.findMany({
    where: { campaignId },
    select: { id: true, campaignRecipientId: true, campaignAttempt: true },
  });
  const dialsOf = (callId: string) => carrier.dials.filter((dial) => dial.callId === callId).length;
  console.log(
    `campaign crash: ${dialsAtKill} dials before the kill, ${carrier.dials.length} in all, ${calls.length} calls for ${recipients.length} recipients`,
  );
  expect(recipients).toHaveLength(RECIPIENTS);
  expect(
    recipients.filter((r) => r.state !== "done" && r.state !== "failed").map((r) => `${r.id}: ${r.state}`),
    "recipients left unsettled",
  ).toEqual([]);
  const callsPerRecipient = new Map<string, number>();
  for (const call of calls)
    callsPerRecipient.set(call.campaignRecipientId!, (callsPerRecipient.get(call.campaignRecipientId!) ?? 0) + 1);
  expect(
    recipients.filter((r) => callsPerRecipient.get(r.id) !== 1).map((r) => r.id),
    "recipients without exactly one call",
  ).toEqual([]);
  expect(calls.every((call) => call.campaignAttempt === 1)).toBe(true);
  expect(
    calls.filter((call) => dialsOf(call.id) > 1).map((call) => `${call.id}: ${dialsOf(call.id)} dials`),
    "attempts dialed twice",
  ).toEqual([]);
});
