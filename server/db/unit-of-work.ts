import { logger } from "../logger";
import { addToOutbox, relayOutboxSoon, type OutboxRow } from "../outbox/outbox";
import { db as client, type Db, type Prisma } from "./client";

// A unit of work is one database transaction plus what has to happen once it commits. Domain code
// emits events into it (`emit`): each is written to the outbox inside the transaction, so it
// commits or rolls back with the rows that caused it, and the unit of work relays every event of
// the transaction to Inngest after the commit, in one batch. Nobody else handles outbox ids; the
// sweeper re-sends what a crash between commit and relay left behind.

/** What a committed transaction still owes: the outbox rows to relay and tasks to run. */
interface AfterCommit {
  events: OutboxRow[];
  tasks: (() => void)[];
}

// Keyed by the transaction's handle: a handle that is not here is not a unit of work, and an
// event emitted through it would never be relayed.
const open = new WeakMap<Db, AfterCommit>();

function afterCommitOf(db: Db): AfterCommit {
  const owed = open.get(db);
  if (!owed)
    throw new Error(
      "This database handle is not a unit of work: emit events and after-commit tasks inside transaction().",
    );
  return owed;
}

/** An event of the catalog (server/events.ts), as its `create()` makes it. */
export interface CatalogEvent {
  name: string;
  data: Prisma.InputJsonObject;
  validate(): Promise<void>;
}

export type TransactionOptions = { maxWait?: number; timeout?: number };

/** Runs `work` in one transaction; once it has committed, relays the events it emitted and runs its after-commit tasks. */
export async function transaction<T>(work: (db: Db) => Promise<T>, options?: TransactionOptions): Promise<T> {
  const owed: AfterCommit = { events: [], tasks: [] };
  const result = await client.$transaction(async (tx) => {
    open.set(tx, owed);
    try {
      return await work(tx);
    } finally {
      open.delete(tx);
    }
  }, options);
  relayOutboxSoon(owed.events);
  for (const task of owed.tasks) {
    // The work has committed: a failing task must not make its caller believe otherwise.
    try {
      task();
    } catch (error) {
      logger.error({ err: error }, "an after-commit task failed");
    }
  }
  return result;
}

/** Writes `event` to the outbox in `db`'s transaction; it is sent after commit. Throws outside `transaction()`. */
export async function emit(db: Db, event: CatalogEvent): Promise<void> {
  const owed = afterCommitOf(db);
  await event.validate();
  owed.events.push({ id: await addToOutbox(db, event), name: event.name, data: event.data });
}

/**
 * For a statement that writes its outbox rows itself (the API's one-statement call insert): the
 * unit of work relays them after commit like emitted events.
 */
export function relayAfterCommit(db: Db, events: OutboxRow[]): void {
  afterCommitOf(db).events.push(...events);
}

/** Runs `task` once `db`'s transaction has committed (never when it rolls back). */
export function afterCommit(db: Db, task: () => void): void {
  afterCommitOf(db).tasks.push(task);
}

/**
 * Runs `work` behind a savepoint of `db`'s transaction. When it throws an error `rollBackOn`
 * accepts, its writes, its events and its after-commit tasks are undone and the transaction can
 * go on; the error is rethrown either way.
 */
export async function withSavepoint<T>(
  db: Db,
  work: () => Promise<T>,
  rollBackOn: (error: unknown) => boolean,
): Promise<T> {
  const owed = afterCommitOf(db);
  const mark = { events: owed.events.length, tasks: owed.tasks.length };
  await db.$executeRawUnsafe("SAVEPOINT unit_of_work");
  try {
    return await work();
  } catch (error) {
    if (rollBackOn(error)) {
      await db.$executeRawUnsafe("ROLLBACK TO SAVEPOINT unit_of_work");
      owed.events.length = mark.events;
      owed.tasks.length = mark.tasks;
    }
    throw error;
  }
}
