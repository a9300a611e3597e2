import { describe, expect, it } from "vitest";
import type { Campaign } from "@/server/db/generated/client";
import { campaignView, emptyCounts } from "@/server/campaigns/views";

// The estimated end of a running campaign, read from its pace: it holds still while nothing
// settles (a page polling it sees the same time), and waiting recipients push it to their window.

const at = (iso: string) => new Date(iso);
const campaign = {
  id: "cmp_1",
  name: "Survey",
  mode: "live",
  status: "running",
  agentId: "agt_1",
  fromNumbers: ["+14155550100"],
  timezone: "callee",
  hoursStart: "09:00",
  hoursEnd: "20:00",
  days: ["mon"],
  startAt: null,
  endAt: null,
  maxConcurrent: 1,
  retryOn: [],
  maxAttempts: 1,
  retryDelayMinutes: 60,
  recipientCount: 20,
  createdAt: at("2026-07-15T16:00:00Z"),
  startedAt: at("2026-07-15T16:00:00Z"),
  endedAt: null,
} as unknown as Campaign;

describe("the estimated end", () => {
  // Ten settled in the first ten minutes (one a minute), the last at 16:10.
  const lastSettledAt = at("2026-07-15T16:10:00Z");

  it("holds still between polls while nothing settles", () => {
    const counts = { ...emptyCounts(), done: 10, pending: 10 };
    const pace = { lastSettledAt, lastWaitUntil: null };
    const first = campaignView(campaign, counts, at("2026-07-15T16:10:30Z"), pace).estimatedEndAt;
    const later = campaignView(campaign, counts, at("2026-07-15T16:11:00Z"), pace).estimatedEndAt;
    expect(first).toBe("2026-07-15T16:20:00.000Z");
    expect(later).toBe(first);
  });

  it("comes no earlier than the waiting recipients' window, plus their calls at the pace", () => {
    const counts = { ...emptyCounts(), done: 10, pending: 5, waiting: 5 };
    const pace = { lastSettledAt, lastWaitUntil: at("2026-07-16T16:00:00Z") };
    expect(campaignView(campaign, counts, at("2026-07-15T16:10:30Z"), pace).estimatedEndAt).toBe(
      "2026-07-16T16:05:00.000Z",
    );
  });

  it("is now once the pace is overdue, and null before anything settled", () => {
    const counts = { ...emptyCounts(), done: 10, pending: 10 };
    const pace = { lastSettledAt, lastWaitUntil: null };
    expect(campaignView(campaign, counts, at("2026-07-15T17:00:00Z"), pace).estimatedEndAt).toBe(
      "2026-07-15T17:00:00.000Z",
    );
    expect(
      campaignView(campaign, { ...emptyCounts(), pending: 20 }, at("2026-07-15T17:00:00Z"), {
        lastSettledAt: null,
        lastWaitUntil: null,
      }).estimatedEndAt,
    ).toBeNull();
  });
});
