import { logger } from "@/server/logger";
import { spawnBackgroundProcess, type BackgroundProcess } from "@/server/processes/background-process";
import { DocumentError } from "../document-error";
import { READ_BOUNDS } from "./bounds";
import type { ReadAnswer, ReadDocument, ReadRequest } from "./read";

// Documents are read in processes of their own, never in the web process (docs/decisions.md
// "Hostile documents"): a reading process has a heap of READ_BOUNDS.heapMiB and READ_BOUNDS.readMs
// per document; past either it is killed and the document fails with that bound named, while the
// web process goes on answering. A process that read a document well stays for the next one (a
// fresh one takes a second or two to load its readers) until it has been idle for IDLE_MS or has
// read TASKS_PER_PROCESS documents.

const ENTRY = "server/knowledge/reader/child.ts";
const IDLE_MS = 30_000;
const TASKS_PER_PROCESS = 50;

interface Reader extends BackgroundProcess {
  tasks: number;
  idleTimer?: NodeJS.Timeout;
}

const idle: Reader[] = [];

function spawnReader(): Reader {
  const spawned = spawnBackgroundProcess(ENTRY, { nodeOptions: [`--max-old-space-size=${READ_BOUNDS.heapMiB}`] });
  return { ...spawned, tasks: 0 };
}

function release(reader: Reader): void {
  if (reader.tasks >= TASKS_PER_PROCESS || reader.child.exitCode !== null) return void reader.child.kill();
  reader.keepAlive(false);
  reader.idleTimer = setTimeout(() => {
    idle.splice(idle.indexOf(reader), 1);
    reader.child.kill();
  }, IDLE_MS).unref();
  idle.push(reader);
}

function take(): Reader {
  const reader = idle.pop() ?? spawnReader();
  clearTimeout(reader.idleTimer);
  reader.keepAlive(true);
  return reader;
}

function died(reader: Reader, code: number | null, signal: NodeJS.Signals | null): DocumentError {
  if (/heap out of memory|Allocation failed|Reached heap limit/i.test(reader.stderr()))
    return new DocumentError(
      `Reading the document took more than the ${READ_BOUNDS.heapMiB} MiB of memory it may use.`,
    );
  logger.error({ code, signal, stderr: reader.stderr() }, "knowledge: a reading process stopped");
  return new DocumentError("The document could not be read: its reading process stopped.");
}

/** The document read and cut in a reading process; DocumentError with the reason when it cannot be. */
export function readInProcess(request: ReadRequest): Promise<ReadDocument> {
  const reader = take();
  reader.tasks += 1;
  return new Promise<ReadDocument>((resolve, reject) => {
    const { child } = reader;
    const settle = (outcome: () => void, keep: boolean) => {
      clearTimeout(timer);
      child.off("message", onMessage).off("exit", onExit);
      if (keep) release(reader);
      else child.kill("SIGKILL");
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(
          () => reject(new DocumentError(`Reading the document took longer than ${READ_BOUNDS.readMs / 1000} s.`)),
          false,
        ),
      READ_BOUNDS.readMs,
    );
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      settle(() => reject(died(reader, code, signal)), false);
    const onMessage = (answer: ReadAnswer) => {
      if (answer.ok) return settle(() => resolve(answer), true);
      if (answer.unexpected) logger.error({ err: answer.reason }, "knowledge: reading a document failed unexpectedly");
      settle(
        () => reject(new DocumentError(answer.unexpected ? "The document could not be read." : answer.reason)),
        true,
      );
    };
    child.on("message", onMessage).on("exit", onExit);
    child.send(request);
  });
}
