import { beforeAll, describe, expect, it } from "vitest";
import { requestCall } from "@/server/calls/calls";
import { originateCall } from "@/server/calls/originate";
import { createCampaign } from "@/server/campaigns/campaigns";
import { createCampaignInput } from "@/server/campaigns/inputs";
import { placeCallback } from "@/server/clicktocall/callback";
import { createContact, listContacts } from "@/server/contacts/contacts";
import { db, dbReady } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { addDncNumbers, importDncCsv } from "@/server/dnc/entries";
import { ApiError } from "@/server/errors";
import { addCallerNumber } from "@/server/numbers/numbers";
import { readPhone, type PhoneReading } from "@/server/phone";
import { createWorkspaceFixture, type WorkspaceFixture } from "../helpers/fixtures";

// One reading of a phone number (server/phone.ts): the same string gives the same E.164 number,
// or the same error naming what to fix, through every input, read in the workspace's default
// country. A campaign skips a number it cannot read as `invalid_number`, without the reason.

type Input = (ws: WorkspaceFixture, value: string) => Promise<PhoneReading | { skipped: string }>;

const refusalOf = (error: unknown): PhoneReading => {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION_ERROR") throw error;
  return { error: (error.details as { issues: Array<{ message: string }> }).issues[0].message };
};
const calledOf = async (callId: string) => ({ e164: (await db.call.findUniqueOrThrow({ where: { id: callId } })).to });

const INPUTS: Record<string, Input> = {
  "originate-manual": async (ws, to) => {
    const apiKeyId = (await db.apiKey.findFirstOrThrow({ where: { workspaceId: ws.workspaceId, mode: "live" } })).id;
    return originateCall({ workspaceId: ws.workspaceId, agentId: ws.agentId, mode: "live", apiKeyId, to }, null).then(
      (outcome) => calledOf((JSON.parse((outcome as { body: string }).body) as { data: { id: string } }).data.id),
      refusalOf,
    );
  },
  "POST /calls": (ws, to) =>
    transaction((tx) => requestCall(tx, { workspaceId: ws.workspaceId, agentId: ws.agentId, mode: "live", to })).then(
      (call) => ({ e164: call.to }),
      refusalOf,
    ),
  "click-to-call": (ws, phone) =>
    placeCallback(
      { id: ws.sourceId, workspaceId: ws.workspaceId, agentId: ws.agentId, callerNumber: ws.fromNumber },
      { phone, origin: ws.origin },
      null,
    ).then((outcome) => calledOf((outcome as { callId: string }).callId), refusalOf),
  "contacts (created, then found by the same string)": async (ws, phone) => {
    let created;
    try {
      created = await createContact(db, ws.workspaceId, "live", { phone });
    } catch (error) {
      return refusalOf(error);
    }
    const found = await listContacts(db, ws.workspaceId, "live", { limit: 10, phone });
    expect(found.items.map((contact) => contact.id)).toEqual([created.id]);
    return { e164: created.phone };
  },
  "caller numbers": (ws, number) =>
    addCallerNumber(db, ws.workspaceId, { number }).then((added) => ({ e164: added.number }), refusalOf),
  "do-not-call add": async (ws, number) => {
    const [result] = (await addDncNumbers(db, ws.workspaceId, { numbers: [number] })).results;
    return result.phone ? { e164: result.phone } : { error: result.error! };
  },
  "do-not-call import": async (ws, number) => {
    const report = await importDncCsv(db, ws.workspaceId, `phone\n"${number}"\n`);
    if (report.rejected.length) return { error: report.rejected[0].message };
    const entry = await db.doNotCallEntry.findFirstOrThrow({
      where: { workspaceId: ws.workspaceId },
      orderBy: { createdAt: "desc" },
    });
    return { e164: entry.phone };
  },
  "campaign API and CSV": async (ws, to) => {
    const input = createCampaignInput.parse({ name: "Phones", agentId: ws.agentId, recipients: [{ to }] });
    const campaign = await transaction((tx) =>
      createCampaign(tx, { workspaceId: ws.workspaceId, mode: "live" }, input),
    );
    const recipient = await db.campaignRecipient.findFirstOrThrow({ where: { campaignId: campaign.id } });
    return recipient.skipReason ? { skipped: recipient.skipReason } : { e164: recipient.to };
  },
};

const CASES: Array<{ input: string; country?: string; reads: PhoneReading }> = [
  { input: "+1 212 555 0199", reads: { e164: "+12125550199" } },
  { input: "(312) 555-0101", reads: { e164: "+13125550101" } },
  { input: "00 1 415 555 2671", reads: { e164: "+14155552671" } },
  { input: "415.555.2672", reads: { e164: "+14155552672" } },
  { input: "020 7183 8750", country: "GB", reads: { e164: "+442071838750" } },
  { input: "12", reads: readPhone("12", "US") },
  { input: "call me", reads: readPhone("call me", "US") },
  { input: "(312) 555-0101", country: "ZZ", reads: readPhone("(312) 555-0101", "ZZ") },
];

let workspaces: Record<string, WorkspaceFixture>;
beforeAll(async () => {
  await dbReady();
  workspaces = Object.fromEntries(
    await Promise.all(Object.keys(INPUTS).map(async (name) => [name, await createWorkspaceFixture(db)] as const)),
  );
  // A GB number is a destination these workspaces may call.
  await db.workspace.updateMany({
    where: { id: { in: Object.values(workspaces).map((ws) => ws.workspaceId) } },
    data: { allowedDestinationCountries: ["US", "GB"] },
  });
});

describe("a phone number as written", () => {
  it("reads the same in the function every input uses", () => {
    for (const { input, country = "US", reads } of CASES.slice(0, 5)) expect(readPhone(input, country)).toEqual(reads);
    expect(CASES.slice(5).every(({ reads }) => "error" in reads)).toBe(true);
    expect(readPhone("(312) 555-0101", "ZZ")).toEqual({
      error:
        "Unknown country: start with + and the country code, or set the workspace's default country in the settings.",
    });
  });

  for (const { input, country = "US", reads } of CASES) {
    it.each(Object.keys(INPUTS))(`"${input}" in ${country} reads the same through %s`, async (name) => {
      const ws = workspaces[name];
      await db.workspace.update({ where: { id: ws.workspaceId }, data: { defaultCountry: country } });
      const read = await INPUTS[name](ws, input);
      expect(read).toEqual("skipped" in read && "error" in reads ? { skipped: "invalid_number" } : reads);
    });
  }
});
