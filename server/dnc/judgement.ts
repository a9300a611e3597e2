import { destinationCountryOf } from "./destinations";

// A destination judged for a statement that writes the call in the same breath (the hot paths,
// docs/decisions.md "The hot path in SQL"). The country of a number takes libphonenumber, so it is
// judged here; the statement checks the judgement against the workspace it reads: with an explicit
// list it compares the country itself, without one it accepts the judgement only if the workspace's
// caller numbers are those it was made with. Otherwise it writes nothing and returns the numbers, the
// process remembers them, and the request is judged again: a settings change counts at once.

const MAX_ENTRIES = 10_000;
/** Each workspace's caller numbers as this process last read them (sorted as the statement sorts them). */
const numbersSeen = new Map<string, readonly string[]>();
/** Countries of caller numbers, parsed once per process. */
const countryOfNumber = new Map<string, string | null>();

function countryOf(e164: string): string | null {
  if (!countryOfNumber.has(e164)) {
    if (countryOfNumber.size >= MAX_ENTRIES) countryOfNumber.clear();
    countryOfNumber.set(e164, destinationCountryOf(e164));
  }
  return countryOfNumber.get(e164)!;
}

/** The statement's parameters for calling `to` from `workspaceId`: country, numbers judged with (null: none yet), judgement. */
export function judgeDestination(
  workspaceId: string,
  to: string,
): [country: string | null, numbers: readonly string[] | null, allowed: boolean] {
  const country = destinationCountryOf(to);
  const numbers = numbersSeen.get(workspaceId) ?? null;
  return [country, numbers, country !== null && Boolean(numbers?.some((number) => countryOf(number) === country))];
}

/** What a statement read of the workspace's caller numbers, for the next judgement. */
export function rememberCallerNumbers(workspaceId: string, numbers: readonly string[]): void {
  if (numbersSeen.size >= MAX_ENTRIES) numbersSeen.clear();
  numbersSeen.set(workspaceId, numbers);
}

/**
 * The CTE of the workspace that destinationSql defines and its columns read; admissionSql, which
 * reads it too, defines its own under this name when it judges no destination.
 */
export const WORKSPACE = "workspace";

/**
 * The CTE WORKSPACE (with the columns `also` besides) and the column `destinationAllowed` (null:
 * not judgeable with these numbers) over the placeholders of a statement: workspace id, then the
 * three parameters of judgeDestination.
 */
export function destinationSql(
  workspace: string,
  country: string,
  numbers: string,
  allowed: string,
  also: string[] = [],
) {
  return {
    workspaceCte: `${WORKSPACE} AS (
      SELECT${also.map((column) => ` ${column},`).join("")}
        (SELECT "allowedDestinationCountries" FROM "Workspace" WHERE "id" = ${workspace}) AS "explicit",
        ARRAY(SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = ${workspace} ORDER BY "number" COLLATE "C") AS "callerNumbers"
    )`,
    columns: `COALESCE(${WORKSPACE}."explicit", ARRAY[]::text[]) AS "allowedDestinationCountries", ${WORKSPACE}."callerNumbers",
      CASE WHEN cardinality(${WORKSPACE}."explicit") > 0 THEN COALESCE(${country}::text = ANY(${WORKSPACE}."explicit"), false)
           WHEN ${WORKSPACE}."callerNumbers" = ${numbers}::text[] THEN ${allowed}::boolean
      END AS "destinationAllowed"`,
  };
}

/** The row columns destinationSql adds. */
export interface DestinationColumns {
  allowedDestinationCountries: string[];
  callerNumbers: string[];
  destinationAllowed: boolean | null;
}
