import { timezones } from "libphonenumber-geo-carrier";
import { parseE164 } from "@/server/phone";
import { WEEKDAY_NAMES } from "./inputs";

// When a campaign may call a number (docs/decisions.md "Calling hours"). The callee's time zones
// come from the number's prefix; a prefix spanning several zones (US toll-free, the 500 range) is
// callable only when every one of them allows it. The simulator's numbers are the exception: they
// reach no one, so they take the workspace's zone. Whatever the campaign says, no call is placed
// outside 08:00–21:00 in the callee's time: the US TCPA floor, applied to every country. Pure
// functions of the instant they are given; the clock is the caller's.

const WEEKDAYS = WEEKDAY_NAMES;
export type Weekday = (typeof WEEKDAYS)[number];

/** The legal floor, in minutes of the callee's local day: [08:00, 21:00). */
export const LEGAL_HOURS = { start: 8 * 60, end: 21 * 60 } as const;

export interface CallingSchedule {
  /** An IANA zone the campaign's hours and days are read in, or "callee" (each callee's own zones). */
  timezone: string;
  /** "HH:MM" local times; a call may start at `start` and not at or after `end`. */
  hours: { start: string; end: string };
  days: readonly Weekday[];
  /** Nothing is placed at or after this instant. */
  endAt?: Date | null;
}

/** One zone's condition: local minutes of the day within [start, end), on one of `days` (null: any day). */
interface Constraint {
  zone: string;
  start: number;
  end: number;
  days: ReadonlySet<number> | null;
}

const ZONE_CACHE_LIMIT = 100_000;
/** libphonenumber's time-zone prefixes are at most 9 digits long, so 9 digits decide a number's zones. */
const ZONE_PREFIX_DIGITS = 9;
const zonesByPrefix = new Map<string, readonly string[]>();

/** The simulator's magic numbers (README "Telephony"), in the 500 range that spans every North American zone. */
const SIMULATOR_PREFIX = "+1500555";

/** Campaign fields a schedule is read from. */
interface ScheduledCampaign {
  timezone: string;
  hoursStart: string;
  hoursEnd: string;
  days: string[];
  endAt: Date | null;
}

export function scheduleOf(campaign: ScheduledCampaign): CallingSchedule {
  return {
    timezone: campaign.timezone,
    hours: { start: campaign.hoursStart, end: campaign.hoursEnd },
    days: campaign.days as Weekday[],
    endAt: campaign.endAt,
  };
}

/**
 * The IANA zones of a number's prefix; [] when libphonenumber knows none. A simulator number is in
 * `workspaceZone` when given, so that a campaign of them tried during the workspace's day dials now.
 */
export async function zonesOf(e164: string, workspaceZone?: string): Promise<readonly string[]> {
  if (workspaceZone && e164.startsWith(SIMULATOR_PREFIX)) return [workspaceZone];
  const prefix = e164.slice(0, ZONE_PREFIX_DIGITS + 1);
  const known = zonesByPrefix.get(prefix);
  if (known) return known;
  const parsed = parseE164(e164);
  // The library answers "Etc/Unknown" for ranges it cannot place.
  const zones = ((parsed && (await timezones(parsed))) ?? []).filter((zone) => zone !== "Etc/Unknown").sort();
  if (zonesByPrefix.size >= ZONE_CACHE_LIMIT) zonesByPrefix.clear();
  zonesByPrefix.set(prefix, zones);
  return zones;
}

export function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(":").map(Number);
  return hours * 60 + minutes;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  minutes: number;
  weekday: number;
}

function localTime(zone: string, at: Date): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(at)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday.toLowerCase().slice(0, 3) as Weekday),
  };
}

/** The instant a zone's clock shows `minutes` on the given local date (a time skipped by DST: the instant after the gap). */
function instantOf(zone: string, year: number, month: number, day: number, minutes: number): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  let guess = wall;
  // Two corrections settle the zone's offset, DST changes included.
  for (let i = 0; i < 2; i++) {
    const seen = localTime(zone, new Date(guess));
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minutes);
    guess += wall - shown;
  }
  return new Date(guess);
}

function constraintsOf(zones: readonly string[], schedule: CallingSchedule): Constraint[] {
  const start = minutesOf(schedule.hours.start);
  const end = minutesOf(schedule.hours.end);
  const days = new Set(schedule.days.map((day) => WEEKDAYS.indexOf(day)));
  if (schedule.timezone === "callee") {
    return zones.map((zone) => ({
      zone,
      start: Math.max(start, LEGAL_HOURS.start),
      end: Math.min(end, LEGAL_HOURS.end),
      days,
    }));
  }
  return [
    { zone: schedule.timezone, start, end, days },
    ...zones.map((zone) => ({ zone, start: LEGAL_HOURS.start, end: LEGAL_HOURS.end, days: null })),
  ];
}

function holds(constraint: Constraint, at: Date): boolean {
  const local = localTime(constraint.zone, at);
  return (
    local.minutes >= constraint.start &&
    local.minutes < constraint.end &&
    (!constraint.days || constraint.days.has(local.weekday))
  );
}

/**
 * Zones used for a number libphonenumber cannot place: the campaign's own zone when it names one,
 * else none (only the campaign's hours then apply, read in UTC).
 */
function effectiveZones(zones: readonly string[], schedule: CallingSchedule): readonly string[] {
  if (zones.length) return zones;
  return [schedule.timezone === "callee" ? "UTC" : schedule.timezone];
}

/** Whether a call to a number of these zones may be placed at `at`. */
export function isCallableAt(zones: readonly string[], schedule: CallingSchedule, at: Date): boolean {
  if (schedule.endAt && at >= schedule.endAt) return false;
  return constraintsOf(effectiveZones(zones, schedule), schedule).every((constraint) => holds(constraint, at));
}

/** The zone whose hours or days keep a number of these zones from being called at `at`; null when none does. */
export function closedZoneAt(zones: readonly string[], schedule: CallingSchedule, at: Date): string | null {
  return (
    constraintsOf(effectiveZones(zones, schedule), schedule).find((constraint) => !holds(constraint, at))?.zone ?? null
  );
}

/** `at` on a zone's clock: "09:00", with the weekday ("mon 09:00") when it is not the day `now` is there. */
export function clockIn(zone: string, at: Date, now: Date): string {
  const local = localTime(zone, at);
  const today = localTime(zone, now);
  const hhmm = `${String(Math.floor(local.minutes / 60)).padStart(2, "0")}:${String(local.minutes % 60).padStart(2, "0")}`;
  const sameDay = local.year === today.year && local.month === today.month && local.day === today.day;
  return sameDay ? hhmm : `${WEEKDAYS[local.weekday]} ${hhmm}`;
}

/** Days ahead searched: the days filter repeats weekly; one more day covers zones across the date line. */
const SEARCH_DAYS = 9;

/**
 * The first instant at or after `now` a call to a number of these zones may be placed; null when
 * none comes before `schedule.endAt` (or in the week ahead: a window that never opens).
 */
export function nextWindowStart(zones: readonly string[], schedule: CallingSchedule, now: Date): Date | null {
  const constraints = constraintsOf(effectiveZones(zones, schedule), schedule);
  if (constraints.some((constraint) => constraint.start >= constraint.end)) return null;
  const callable = (at: Date) =>
    (!schedule.endAt || at < schedule.endAt) && constraints.every((constraint) => holds(constraint, at));
  if (callable(now)) return now;
  // The windows are intersections of per-zone intervals, so each one opens where one of those
  // intervals opens: those instants are the only candidates.
  const candidates: number[] = [];
  for (const constraint of constraints) {
    const today = localTime(constraint.zone, now);
    for (let offset = -1; offset <= SEARCH_DAYS; offset++) {
      const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
      const opens = instantOf(
        constraint.zone,
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        constraint.start,
      ).getTime();
      if (opens > now.getTime()) candidates.push(opens);
    }
  }
  for (const at of [...new Set(candidates)].sort((a, b) => a - b)) {
    if (schedule.endAt && at >= schedule.endAt.getTime()) return null;
    if (callable(new Date(at))) return new Date(at);
  }
  return null;
}
