// A Server-Sent Events reader for tests: opens the stream with fetch, parses each event as the
// EventSource spec does (id, event, data; comments kept apart), and lets a test wait for events.

export interface SseEvent {
  id: string;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The error envelope of a refused stream. */
  body: unknown;
  events: SseEvent[];
  comments: string[];
  /** Resolves once the server has ended the stream. */
  closed: Promise<void>;
  /** Resolves once an event matching `match` has arrived (rejects after `timeoutMs`). */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    body: null,
    events,
    comments,
    closed: Promise.resolve(),
    next(match, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${timeoutMs} ms; got ${events.map((e) => e.event).join(", ")}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => controller.abort(),
  };
  if (response.status !== 200 || !response.body) {
    stream.body = await response.json().catch(() => null);
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.closed = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = { id: "", event: "message", data: [] as string[] };
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) comments.push(line.slice(1).trim());
            else if (line.startsWith("id: ")) fields.id = line.slice(4);
            else if (line.startsWith("event: ")) fields.event = line.slice(7);
            else if (line.startsWith("data: ")) fields.data.push(line.slice(6));
          }
          if (!fields.data.length) continue;
          events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data.join("\n")) });
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // aborted by the test, or the server dropped the connection
    }
  })();
  return stream;
}
