import { z } from "zod";
import type { Db } from "@/server/db/client";

// The zone a workspace's days are cut in (the overview's calls per day). Counts are kept per UTC
// quarter hour, so a change of zone rewrites nothing: the next read sums them into the new days.

/** Area/Location names (and UTC) that the runtime's IANA database knows; no offsets or POSIX rules. */
function isIanaZone(name: string): boolean {
  if (name !== "UTC" && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneInput = z.object({
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine(isIanaZone, { message: "Must be an IANA time zone, e.g. Europe/Berlin or UTC." }),
});
export type TimeZoneInput = z.infer<typeof timeZoneInput>;

/** What the settings UI offers; any other name the runtime knows is accepted too (Asia/Kolkata). */
export function knownTimeZones(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone")];
}

export async function setTimeZone(db: Db, workspaceId: string, { timeZone }: TimeZoneInput) {
  return db.workspace.update({ where: { id: workspaceId }, data: { timeZone }, select: { timeZone: true } });
}
