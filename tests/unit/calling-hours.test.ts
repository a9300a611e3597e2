import { describe, expect, it } from "vitest";
import { isCallableAt, nextWindowStart, zonesOf, type CallingSchedule } from "@/server/campaigns/calling-hours";

const callee = (overrides: Partial<CallingSchedule> = {}): CallingSchedule => ({
  timezone: "callee",
  hours: { start: "09:00", end: "20:00" },
  days: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"],
  ...overrides,
});
const at = (iso: string) => new Date(iso);
const NEW_YORK = "+12125551234";
const TOLL_FREE = "+18005550100";

function localClock(zone: string, instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

describe("the time zones of a number", () => {
  it("come from its prefix: one for a geographic number, every NANP zone for toll-free, none for an unknown range", async () => {
    expect(await zonesOf(NEW_YORK)).toEqual(["America/New_York"]);
    expect(await zonesOf("+14155552671")).toEqual(["America/Los_Angeles"]);
    const tollFree = await zonesOf(TOLL_FREE);
    expect(tollFree).toEqual(
      expect.arrayContaining(["America/New_York", "America/Los_Angeles", "Pacific/Honolulu", "Pacific/Guam"]),
    );
    expect(await zonesOf("not a number")).toEqual([]);
    // The simulator's numbers take the workspace's zone when it is given (a campaign of them dials in its day).
    expect(await zonesOf("+15005550004", "Europe/Berlin")).toEqual(["Europe/Berlin"]);
    expect((await zonesOf("+15005550004")).length).toBeGreaterThan(5);
  });
});

describe("calling hours", () => {
  it("wait for the campaign's start in the callee's zone", async () => {
    const zones = await zonesOf(NEW_YORK);
    // 08:00 in New York (EDT): before the 09:00 start.
    expect(isCallableAt(zones, callee(), at("2026-07-15T12:00:00Z"))).toBe(false);
    expect(nextWindowStart(zones, callee(), at("2026-07-15T12:00:00Z"))).toEqual(at("2026-07-15T13:00:00Z"));
    // Inside the window: now.
    expect(nextWindowStart(zones, callee(), at("2026-07-15T15:30:00Z"))).toEqual(at("2026-07-15T15:30:00Z"));
    // 20:00 is the end: the next window is tomorrow's 09:00.
    expect(nextWindowStart(zones, callee(), at("2026-07-16T00:00:00Z"))).toEqual(at("2026-07-16T13:00:00Z"));
  });

  it("keep the 08:00–21:00 legal floor in the callee's time whatever the campaign says", async () => {
    const zones = await zonesOf(NEW_YORK);
    const allDayUtc = callee({ timezone: "UTC", hours: { start: "00:00", end: "23:59" } });
    // 21:00 in New York.
    expect(isCallableAt(zones, allDayUtc, at("2026-07-15T01:00:00Z"))).toBe(false);
    expect(nextWindowStart(zones, allDayUtc, at("2026-07-15T01:00:00Z"))).toEqual(at("2026-07-15T12:00:00Z"));
    // A callee window wider than the floor is narrowed to it.
    const wide = callee({ hours: { start: "06:00", end: "23:00" } });
    expect(nextWindowStart(zones, wide, at("2026-07-15T10:00:00Z"))).toEqual(at("2026-07-15T12:00:00Z"));
    expect(isCallableAt(zones, wide, at("2026-07-16T00:59:00Z"))).toBe(true);
    expect(isCallableAt(zones, wide, at("2026-07-16T01:00:00Z"))).toBe(false);
  });

  it("follow daylight saving changes", async () => {
    const zones = await zonesOf(NEW_YORK);
    // Spring forward on 8 March 2026: 09:00 is 14:00Z the day before, 13:00Z that day.
    expect(nextWindowStart(zones, callee(), at("2026-03-07T02:00:00Z"))).toEqual(at("2026-03-07T14:00:00Z"));
    expect(nextWindowStart(zones, callee(), at("2026-03-08T02:00:00Z"))).toEqual(at("2026-03-08T13:00:00Z"));
    // Fall back on 1 November 2026: 09:00 EST is 14:00Z.
    expect(nextWindowStart(zones, callee(), at("2026-11-01T02:00:00Z"))).toEqual(at("2026-11-01T14:00:00Z"));
  });

  it("hold in every zone of a multi-zone prefix, not in one", async () => {
    const tollFree = await zonesOf(TOLL_FREE);
    const losAngeles = await zonesOf("+14155552671");
    // 10:00 in Los Angeles: the single-zone number is callable, the toll-free one is not (Guam is at 03:00).
    expect(isCallableAt(losAngeles, callee(), at("2026-07-15T17:00:00Z"))).toBe(true);
    expect(isCallableAt(tollFree, callee(), at("2026-07-15T17:00:00Z"))).toBe(false);
    // Guam (UTC+10) and St John's (UTC−2:30 in summer) share no hour of 09:00–20:00: never callable.
    expect(nextWindowStart(tollFree, callee(), at("2026-07-15T17:00:00Z"))).toBeNull();
    // With 08:00–21:00 they share 22:00Z–23:30Z.
    const floor = callee({ hours: { start: "08:00", end: "21:00" } });
    const opens = nextWindowStart(tollFree, floor, at("2026-07-15T17:00:00Z"))!;
    expect(opens).toEqual(at("2026-07-15T22:00:00Z"));
    expect(isCallableAt(tollFree, floor, new Date(opens.getTime() - 60_000))).toBe(false);
    expect(isCallableAt(tollFree, floor, at("2026-07-15T23:29:00Z"))).toBe(true);
    expect(isCallableAt(tollFree, floor, at("2026-07-15T23:30:00Z"))).toBe(false);
    for (const zone of tollFree) {
      const clock = localClock(zone, opens);
      expect(clock >= "08:00" && clock < "21:00", `${zone} at ${clock}`).toBe(true);
    }
  });

  it("skip the days the campaign leaves out, read in the callee's zone", async () => {
    const zones = await zonesOf(NEW_YORK);
    // Wednesday 15 July 2026 at 11:00 in New York; Mondays only: Monday 20 July, 09:00.
    const mondays = callee({ days: ["mon"] });
    expect(isCallableAt(zones, mondays, at("2026-07-15T15:00:00Z"))).toBe(false);
    expect(nextWindowStart(zones, mondays, at("2026-07-15T15:00:00Z"))).toEqual(at("2026-07-20T13:00:00Z"));
  });

  it("read hours and days in the campaign's zone when it names one, within the callee's floor", async () => {
    const zones = await zonesOf(NEW_YORK);
    // Paris 09:00–17:00 in January is 03:00–11:00 in New York: the floor leaves 08:00–11:00 (13:00Z–16:00Z).
    const paris = callee({ timezone: "Europe/Paris", hours: { start: "09:00", end: "17:00" } });
    expect(nextWindowStart(zones, paris, at("2026-01-14T09:00:00Z"))).toEqual(at("2026-01-14T13:00:00Z"));
    expect(isCallableAt(zones, paris, at("2026-01-14T15:59:00Z"))).toBe(true);
    expect(isCallableAt(zones, paris, at("2026-01-14T16:00:00Z"))).toBe(false);
  });

  it("give no window at or after endAt, nor when the hours leave none", async () => {
    const zones = await zonesOf(NEW_YORK);
    const ending = callee({ endAt: at("2026-07-15T12:59:00Z") });
    expect(nextWindowStart(zones, ending, at("2026-07-15T10:00:00Z"))).toBeNull();
    expect(isCallableAt(zones, callee({ endAt: at("2026-07-15T15:00:00Z") }), at("2026-07-15T15:00:00Z"))).toBe(false);
    // 21:00–23:00 lies wholly past the floor.
    expect(
      nextWindowStart(zones, callee({ hours: { start: "21:00", end: "23:00" } }), at("2026-07-15T10:00:00Z")),
    ).toBeNull();
    // Days that never meet the campaign's zone's hours within the floor: Sunday in Tokyo 09:00–10:00 is Saturday 20:00–21:00 in New York (EDT) — callable; in winter (EST) it is 19:00–20:00.
    const tokyo = callee({ timezone: "Asia/Tokyo", hours: { start: "09:00", end: "10:00" }, days: ["sun"] });
    expect(nextWindowStart(zones, tokyo, at("2026-07-15T00:00:00Z"))).toEqual(at("2026-07-19T00:00:00Z"));
  });
});
