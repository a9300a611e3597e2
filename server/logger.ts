import pino from "pino";
import { env } from "./env";

// JSON lines on stdout (pipe through `pino-pretty` to read them locally). Secrets never reach a
// log line: the redaction list covers every place a key or webhook secret could appear.
export const logger = pino({
  level: env.LOG_LEVEL,
  base: { service: "svc" },
  redact: {
    paths: [
      "authorization",
      "headers.authorization",
      "req.headers.authorization",
      "apiKey",
      "secret",
      "password",
      "*.secret",
      "*.password",
      "*.apiKey",
    ],
    censor: "[redacted]",
  },
});

export type Logger = typeof logger;

export function requestLogger(requestId: string): Logger {
  return logger.child({ requestId });
}
