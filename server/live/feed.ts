import { CHANNELS, subscribe } from "@/server/broadcast/channel";
import { logger } from "@/server/logger";
import type { LiveEvent } from "./events";
import { liveEventsAfter } from "./log";

// The live logs this process's streams read, one feed per call watched here however many streams
// watch it: told by the broadcast channel that a call's log grew, its feed reads what is new once
// and hands each reader the events after its own position. A reader that joins late (a stream
// resuming from Last-Event-ID, a finished call's replay) is read for from its position the same way.

const PAGE = 500;
const RETRY_MS = 1_000;

export interface FeedReader {
  /** The last event this reader has. */
  after: number;
  take(events: LiveEvent[]): void;
}

class Feed {
  readonly readers = new Set<FeedReader>();
  private reading = false;
  private again = false;

  constructor(private readonly callId: string) {}

  /** There may be new events: read them (after the read under way, if any). */
  poke(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    void this.read();
  }

  private async read(): Promise<void> {
    try {
      do {
        this.again = false;
        for (;;) {
          if (!this.readers.size) return;
          const from = Math.min(...[...this.readers].map((reader) => reader.after));
          const events = await liveEventsAfter(this.callId, from, PAGE);
          for (const reader of [...this.readers]) {
            const fresh = events.filter((event) => event.seq > reader.after);
            if (!fresh.length) continue;
            reader.after = fresh[fresh.length - 1].seq;
            reader.take(fresh);
          }
          if (events.length < PAGE) break;
        }
      } while (this.again);
    } catch (error) {
      logger.warn({ callId: this.callId, err: (error as Error).message }, "could not read a call's live log; retrying");
      setTimeout(() => this.poke(), RETRY_MS).unref();
    } finally {
      this.reading = false;
    }
  }
}

const feeds = new Map<string, Feed>();
let listening: (() => void) | undefined;

function hear(): void {
  listening ??= subscribe(CHANNELS.live, {
    message(payload) {
      feeds.get(payload.slice(0, payload.indexOf(" ")))?.poke();
    },
    // Messages may have been missed: every watched call is read again from its readers' positions.
    reset() {
      for (const feed of feeds.values()) feed.poke();
    },
  });
}

/** Feeds `reader` the call's events after its position, then each new one as it commits; returns the leave. */
export function watchCall(callId: string, reader: FeedReader): () => void {
  hear();
  let feed = feeds.get(callId);
  if (!feed) {
    feed = new Feed(callId);
    feeds.set(callId, feed);
  }
  feed.readers.add(reader);
  feed.poke();
  const watched = feed;
  return () => {
    watched.readers.delete(reader);
    if (!watched.readers.size && feeds.get(callId) === watched) feeds.delete(callId);
  };
}

/** Calls watched in this process, and their readers (the bench reads them). */
export function watchedCalls(): { calls: number; readers: number } {
  let readers = 0;
  for (const feed of feeds.values()) readers += feed.readers.size;
  return { calls: feeds.size, readers };
}
