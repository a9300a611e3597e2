import { sql } from "@/server/db/sql";
import { registeredProcess } from "./membership";
import { hold } from "./this-process";

const recordCarrier = `UPDATE "Call" SET "carrierProcessId" = $2 WHERE "id" = $1`;

/**
 * The simulator carries `callId` in this process from now on: recorded on the call, so that only
 * this process's death fails it (./recovery.ts), and held, so a shutdown waits for it. Returns the release.
 */
export async function carryHere(callId: string): Promise<() => void> {
  await sql(recordCarrier, [callId, await registeredProcess()]);
  return hold("carrier", callId);
}
