import { randomBytes } from "node:crypto";

// This server process as its peers on the database know it (docs/decisions.md "Several processes
// on one database"): its id, whether it is shutting down, and the calls it holds right now. Kept
// on globalThis: Next loads server modules once for instrumentation and again for the routes.

export type Holding = "relay" | "carrier";

interface ThisProcess {
  id: string;
  /** Set on SIGTERM: not ready, no new relay sessions, no executor. */
  draining: boolean;
  held: Record<Holding, Set<string>>;
  /** Resolved when nothing is held any more. */
  idleWaiters: Set<() => void>;
}

const shared = globalThis as unknown as { __svcThisProcess?: ThisProcess };

export function thisProcess(): ThisProcess {
  shared.__svcThisProcess ??= {
    id: `proc_${randomBytes(16).toString("hex")}`,
    draining: false,
    held: { relay: new Set(), carrier: new Set() },
    idleWaiters: new Set(),
  };
  return shared.__svcThisProcess;
}

export function isDraining(): boolean {
  return thisProcess().draining;
}

/** Records that this process holds `callId` (its relay session, or its simulated carrier); returns the release. */
export function hold(kind: Holding, callId: string): () => void {
  const state = thisProcess();
  state.held[kind].add(callId);
  return () => {
    state.held[kind].delete(callId);
    if (holdsAnything()) return;
    for (const resolve of state.idleWaiters) resolve();
    state.idleWaiters.clear();
  };
}

export function holds(kind: Holding, callId: string): boolean {
  return thisProcess().held[kind].has(callId);
}

/** Calls this process holds now (a call held both ways counts once). */
export function heldCount(): number {
  const { relay, carrier } = thisProcess().held;
  // Counted in place: a thousand conversations end around the same time, each release asking.
  let count = relay.size;
  for (const callId of carrier) if (!relay.has(callId)) count += 1;
  return count;
}

export function holdsAnything(): boolean {
  const { relay, carrier } = thisProcess().held;
  return relay.size > 0 || carrier.size > 0;
}

/** Resolves true once this process holds no call, false if `timeoutMs` passes first. */
export function whenNothingHeld(timeoutMs: number): Promise<boolean> {
  if (!holdsAnything()) return Promise.resolve(true);
  const state = thisProcess();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      state.idleWaiters.delete(done);
      resolve(false);
    }, timeoutMs);
    state.idleWaiters.add(done);
  });
}
