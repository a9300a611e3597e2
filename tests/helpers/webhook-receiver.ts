import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

// An integrator's webhook endpoint on localhost: verifies each request's Standard Webhooks
// signature, records every attempt (accepted or not) and answers what `answer` decides, so a
// test can make it fail on purpose.

export interface ReceivedAttempt {
  eventId: string;
  type: string;
  /** `data.id` of a call event, when present. */
  subjectId: string | null;
  /** The event's `data`. */
  data: Record<string, unknown> | null;
  /** The event's own `createdAt` (when svc emitted it), as epoch ms. */
  createdAt: number;
  /** Date.now() at arrival. */
  at: number;
  signatureValid: boolean;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  attempts: ReceivedAttempt[];
  /** Event ids answered 2xx, in order (a second 2xx for one id is a duplicate delivery). A dropped connection is status 0. */
  delivered(): string[];
  /** Set once the endpoint's secret is known (fixtures create it after the receiver starts). */
  setSecret(secret: string): void;
  close(): Promise<void>;
}

/** A status, a status after a delay (to outlast the sender's timeout), or a dropped connection. */
export type Answer = number | { status: number; delayMs: number } | "reset";

export interface ReceiverOptions {
  /** How to answer a correctly signed attempt; 204 by default. */
  answer?: (attempt: Omit<ReceivedAttempt, "status">) => Answer;
}

export async function startWebhookReceiver(options: ReceiverOptions = {}): Promise<WebhookReceiver> {
  const attempts: ReceivedAttempt[] = [];
  let verifier: Webhook | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let signatureValid = false;
      try {
        verifier?.verify(body, req.headers as Record<string, string>);
        signatureValid = verifier !== null;
      } catch {
        signatureValid = false;
      }
      let payload: {
        id?: string;
        type?: string;
        createdAt?: string;
        data?: { id?: string } & Record<string, unknown>;
      } = {};
      try {
        payload = JSON.parse(body);
      } catch {
        // recorded with empty fields; the test sees it
      }
      const seen = {
        eventId: payload.id ?? "",
        type: payload.type ?? "",
        subjectId: payload.data?.id ?? null,
        data: payload.data ?? null,
        createdAt: Date.parse(payload.createdAt ?? ""),
        at: Date.now(),
        signatureValid,
      };
      const answer = signatureValid ? (options.answer?.(seen) ?? 204) : 401;
      if (answer === "reset") {
        attempts.push({ ...seen, status: 0 });
        req.socket.destroy();
        return;
      }
      const { status, delayMs } = typeof answer === "number" ? { status: answer, delayMs: 0 } : answer;
      attempts.push({ ...seen, status });
      setTimeout(() => res.writeHead(status).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    attempts,
    delivered: () => attempts.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.eventId),
    setSecret: (secret) => {
      verifier = new Webhook(secret);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
