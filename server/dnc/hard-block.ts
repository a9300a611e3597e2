import { parseE164 } from "@/server/phone";
import hardBlockList from "./hard-block.json";

// The global hard-block list, shipped as data (hard-block.json): no workspace can call these.

export type BlockReason = "do_not_call" | "premium_rate" | "emergency_or_service";

export interface Blocked {
  reason: BlockReason;
}

const HARD_BLOCKED = hardBlockList.prefixes as { prefix: string; reason: BlockReason }[];

/** The global hard-block list alone (no database): emergency/service codes and premium-rate ranges. */
export function hardBlockOf(e164: string): Blocked | null {
  const entry = HARD_BLOCKED.find(({ prefix }) => e164.startsWith(prefix));
  if (entry) return { reason: entry.reason };
  if (parseE164(e164)?.getType() === "PREMIUM_RATE") return { reason: "premium_rate" };
  return null;
}
