// A number prefix whose callees are in their daytime (08:00–21:00) now and for the next minutes, for
// a campaign run on the server's real clock. Each prefix followed by four digits is a valid number.
const PREFIXES = ["+1415555", "+1212555", "+44207946", "+3314555", "+8135550", "+6129555", "+91225555"];
const DAYTIME = {
  timezone: "callee",
  hours: { start: "08:00", end: "21:00" },
  days: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"],
} as const;

export async function daytimePrefix(forMinutes: number): Promise<string> {
  const { isCallableAt, zonesOf } = await import("@/server/campaigns/calling-hours");
  for (const prefix of PREFIXES) {
    const zones = await zonesOf(`${prefix}1234`);
    if ([0, forMinutes].every((minutes) => isCallableAt(zones, DAYTIME, new Date(Date.now() + minutes * 60_000))))
      return prefix;
  }
  throw new Error("no candidate zone is in its calling hours now");
}
