import Link from "next/link";
import type { ApiKeyMode } from "@/server/db/generated/enums";

// The settings UI shows live data; `?data=test` shows what test keys made instead, behind a toggle
// that says which world the page shows (docs/decisions.md "Test and live").

/** The mode a page's `data` query parameter asks for: test only when it says so. */
export function dataModeOf(data: string | undefined): ApiKeyMode {
  return data === "test" ? "test" : "live";
}

/** `{ data: "test" }` to keep in the page's other links while it shows test data. */
export function dataParam(mode: ApiKeyMode): Record<string, string> {
  return mode === "test" ? { data: "test" } : {};
}

/** Switches `base` between live and test data; labelled with a badge while test data shows. */
export function TestDataToggle({ mode, base }: { mode: ApiKeyMode; base: string }) {
  return mode === "test" ? (
    <span className="actions-row">
      <span className="badge amber">Test data</span>
      <Link href={base}>Show live data</Link>
    </span>
  ) : (
    <Link href={`${base}?data=test`}>Test data</Link>
  );
}

/** A key's or a call's mode as a pill: green live, amber test. */
export function ModeBadge({ mode }: { mode: ApiKeyMode }) {
  return <span className={`badge ${mode === "live" ? "green" : "amber"}`}>{mode}</span>;
}
