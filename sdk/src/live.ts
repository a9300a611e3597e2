// A call's live stream (GET …/calls/{callId}/live, Server-Sent Events) as an async iterator. A
// dropped connection is resumed with Last-Event-ID, so no event is lost or repeated; the iterator
// ends after the call's `ended` event. Errors the server answers (404, 429…) end it at once.
import { SvcApiError } from "./errors.js";
import { RETRY_DELAYS_MS, type Sleep } from "./retry.js";
import type { components } from "./generated/openapi.js";
import type { Transport } from "./transport.js";

/** One event of the stream: its `id` (resume after it), its `event` type and its `data`. */
export type LiveEvent = components["schemas"]["LiveEvent"];

export interface LiveOptions {
  /** Start after this event (an `id` seen before); default: the call's first event. */
  lastEventId?: string;
  /** Stops the stream; the iterator rejects with the signal's reason. */
  signal?: AbortSignal;
}

export async function* liveEvents(
  transport: Transport,
  path: string,
  sleep: Sleep,
  { lastEventId, signal }: LiveOptions = {},
): AsyncGenerator<LiveEvent, void, undefined> {
  let last = lastEventId;
  let failures = 0;
  for (;;) {
    try {
      const response = await transport.open(path, last ? { "last-event-id": last } : {}, signal);
      for await (const event of serverSentEvents(response.body!)) {
        failures = 0;
        last = event.id;
        yield event;
        if (event.event === "ended") return;
      }
    } catch (error) {
      if (error instanceof SvcApiError || signal?.aborted) throw error;
      if (failures >= RETRY_DELAYS_MS.length) throw error;
    }
    // The connection ended before the call did (a server restarting, a proxy's timeout): resume.
    await sleep(RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!, signal);
    failures += 1;
  }
}

/** The events of an SSE body (comments and `retry:` skipped), each with JSON data. */
async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<LiveEvent> {
  const decoder = new TextDecoder();
  let buffered = "";
  let frame: { id?: string; event?: string; data: string[] } = { data: [] };
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, newline).replace(/\r$/, "");
      buffered = buffered.slice(newline + 1);
      if (line === "") {
        if (frame.id !== undefined && frame.event && frame.data.length)
          yield { id: frame.id, event: frame.event, data: JSON.parse(frame.data.join("\n")) } as LiveEvent;
        frame = { data: [] };
        continue;
      }
      const colon = line.indexOf(":");
      if (colon === 0) continue; // a comment: the heartbeat
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "id") frame.id = value;
      else if (field === "event") frame.event = value;
      else if (field === "data") frame.data.push(value);
    }
  }
}
