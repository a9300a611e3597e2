import { beforeAll, describe, expect, it } from "vitest";
import { ADMISSION, admissionSql, INBOUND, refusalOf, type AdmissionRow } from "@/server/calls/admission";
import { requestCall } from "@/server/calls/calls";
import { originateCall } from "@/server/calls/originate";
import { OPEN_STATUSES } from "@/server/calls/statuses";
import { createCampaign } from "@/server/campaigns/campaigns";
import { createCampaignInput } from "@/server/campaigns/inputs";
import { placeCallback } from "@/server/clicktocall/callback";
import { db, dbReady } from "@/server/db/client";
import { sql } from "@/server/db/sql";
import { transaction } from "@/server/db/unit-of-work";
import { ApiError } from "@/server/errors";
import { createWorkspaceFixture, type WorkspaceFixture } from "../helpers/fixtures";

// One refused request, sent through every way of creating a call, gets the same verdict from each
// (server/calls/admission.ts). Click-to-call answers strangers alike whatever the lists say, so
// there a block is the reason its call is recorded `blocked` with; a campaign skips a blocked
// recipient with its reason.

let ws: WorkspaceFixture;
let other: WorkspaceFixture;
let apiKeyId: string;
const DO_NOT_CALL = "+14155552799";
const ABROAD = "+442071838750";
const OTHERS_NUMBER = "+14155550142";

beforeAll(async () => {
  await dbReady();
  ws = await createWorkspaceFixture(db);
  other = await createWorkspaceFixture(db);
  await db.doNotCallEntry.create({ data: { workspaceId: ws.workspaceId, phone: DO_NOT_CALL } });
  await db.workspace.update({ where: { id: ws.workspaceId }, data: { allowedDestinationCountries: ["US"] } });
  await db.callerNumber.create({ data: { workspaceId: other.workspaceId, number: OTHERS_NUMBER } });
  apiKeyId = (await db.apiKey.findFirstOrThrow({ where: { workspaceId: ws.workspaceId, mode: "live" } })).id;
});

type Request = { agentId?: string; to: string; from?: string };
type Refusal = { code: string; reason?: string };
type Verdict = Refusal | "admitted";

const verdictOf = (error: unknown): Refusal => {
  if (!(error instanceof ApiError)) throw error;
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  return reason ? { code: error.code, reason } : { code: error.code };
};

const PATHS: Record<string, (request: Request) => Promise<Verdict>> = {
  "originate-manual": (request) =>
    originateCall({ workspaceId: ws.workspaceId, agentId: ws.agentId, mode: "live", apiKeyId, ...request }, null).then(
      () => "admitted",
      verdictOf,
    ),
  "POST /calls": (request) =>
    transaction((tx) =>
      requestCall(tx, { workspaceId: ws.workspaceId, agentId: ws.agentId, mode: "live", ...request }),
    ).then(() => "admitted", verdictOf),
  "click-to-call": async (request) => {
    const source = {
      id: ws.sourceId,
      workspaceId: ws.workspaceId,
      agentId: request.agentId ?? ws.agentId,
      callerNumber: request.from ?? ws.fromNumber,
    };
    const outcome = await placeCallback(source, { phone: request.to, origin: "https://shop.example.com" }, null).catch(
      (error: unknown) => verdictOf(error),
    );
    if ("code" in outcome) return outcome;
    if (outcome.replayed) throw new Error("no key was sent");
    const call = await db.call.findUniqueOrThrow({ where: { id: outcome.callId } });
    return call.status === "blocked" ? { code: "NUMBER_BLOCKED", reason: call.failureReason! } : "admitted";
  },
  campaign: async (request) => {
    const input = createCampaignInput.parse({
      name: "Admission",
      agentId: request.agentId ?? ws.agentId,
      ...(request.from ? { from: request.from } : {}),
      recipients: [{ to: request.to }],
    });
    const created = await transaction((tx) =>
      createCampaign(tx, { workspaceId: ws.workspaceId, mode: "live" }, input),
    ).catch((error: unknown) => verdictOf(error));
    if ("code" in created) return created;
    const reason = created.skipped[0]?.reason;
    return reason
      ? { code: "NUMBER_BLOCKED", reason: reason === "blocked_destination" ? "destination_not_allowed" : reason }
      : "admitted";
  },
};

const REFUSED: Array<{ name: string; request: () => Request; verdict: Verdict }> = [
  {
    name: "a number on the do-not-call list",
    request: () => ({ to: DO_NOT_CALL }),
    verdict: { code: "NUMBER_BLOCKED", reason: "do_not_call" },
  },
  {
    name: "a destination the workspace may not call",
    request: () => ({ to: ABROAD }),
    verdict: { code: "NUMBER_BLOCKED", reason: "destination_not_allowed" },
  },
  {
    name: "an agent of another workspace",
    request: () => ({ to: "+14155552701", agentId: other.agentId }),
    verdict: { code: "AGENT_NOT_FOUND" },
  },
  {
    name: "a caller number of another workspace",
    request: () => ({ to: "+14155552702", from: OTHERS_NUMBER }),
    verdict: { code: "FROM_NUMBER_NOT_ALLOWED" },
  },
];

describe("admission", () => {
  for (const { name, request, verdict } of REFUSED) {
    it.each(Object.keys(PATHS))(`${name}: the same verdict through %s`, async (path) => {
      expect(await PATHS[path](request())).toEqual(verdict);
    });
  }

  it.each(Object.keys(PATHS))("a request that passes every check is admitted through %s", async (path) => {
    expect(await PATHS[path]({ to: "+14155552703" })).toBe("admitted");
  });

  // docs/decisions.md "Capacity": a call an integrator or a visitor asks for is placed even past
  // the limit (campaigns then wait for the room); only a caller ringing a full workspace is busy.
  it.each(["originate-manual", "POST /calls", "click-to-call"])(
    "a full workspace still admits a single call through %s",
    async (path) => {
      await db.workspace.update({ where: { id: ws.workspaceId }, data: { maxCallsInFlight: 1 } });
      try {
        expect(
          await db.call.count({ where: { workspaceId: ws.workspaceId, status: { in: [...OPEN_STATUSES] } } }),
        ).toBeGreaterThanOrEqual(1);
        expect(await PATHS[path]({ to: "+14155552705" })).toBe("admitted");
      } finally {
        await db.workspace.update({ where: { id: ws.workspaceId }, data: { maxCallsInFlight: 10 } });
      }
    },
  );

  it("an inbound composition checks the agent and capacity only: a full workspace is 429 RATE_LIMITED", async () => {
    const checks = admissionSql(INBOUND, { workspace: "$1", agent: "$2", openStatuses: "$3" });
    const admit = async (workspaceId: string, agentId: string) => {
      const [row] = await sql<AdmissionRow>(`WITH ${checks.ctes} SELECT ${ADMISSION}.* FROM ${ADMISSION}`, [
        workspaceId,
        agentId,
        OPEN_STATUSES,
      ]);
      return refusalOf(INBOUND, row);
    };
    const full = await createWorkspaceFixture(db);
    await db.workspace.update({ where: { id: full.workspaceId }, data: { maxCallsInFlight: 1 } });
    expect(await admit(full.workspaceId, full.agentId)).toBeNull();
    expect((await admit(full.workspaceId, other.agentId))?.code).toBe("AGENT_NOT_FOUND");
    await db.call.create({
      data: {
        workspaceId: full.workspaceId,
        agentId: full.agentId,
        mode: "live",
        to: "+14155552704",
        from: full.fromNumber,
      },
    });
    const refused = await admit(full.workspaceId, full.agentId);
    expect({ code: refused?.code, status: refused?.status, details: refused?.details }).toEqual({
      code: "RATE_LIMITED",
      status: 429,
      details: { reason: "calls_in_flight", maxCallsInFlight: 1 },
    });
  });
});
