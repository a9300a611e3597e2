import pino, { type LoggerOptions } from "pino";
import { env } from "./env";
import { maskPhone, maskPhonesIn } from "./privacy/mask";

// JSON lines on stdout (pipe through `pino-pretty` to read them locally). Secrets never reach a
// log line: the redaction list covers every place a key or webhook secret could appear. Nor does a
// whole phone number (docs/privacy.md): fields that hold one show it masked, "+1415555••••", and
// international numbers in messages and errors are masked too.

const SECRETS = [
  "authorization",
  "headers.authorization",
  "req.headers.authorization",
  "headers.cookie",
  "req.headers.cookie",
  "apiKey",
  "secret",
  "password",
  "token",
  "*.secret",
  "*.password",
  "*.apiKey",
  "*.token",
  "*.apiKeySealed",
  "*.routingSecret",
];
const PHONES = [
  "to",
  "from",
  "phone",
  "phoneNumber",
  "number",
  "*.to",
  "*.from",
  "*.phone",
  "*.phoneNumber",
  "*.number",
];
const PHONE_FIELDS = new Set(PHONES.map((path) => path.replace(/^\*\./, "")));

export const loggerOptions: LoggerOptions = {
  level: env.LOG_LEVEL,
  base: { service: "svc" },
  redact: {
    paths: [...SECRETS, ...PHONES],
    censor: (value, path) => {
      if (!PHONE_FIELDS.has(path[path.length - 1])) return "[redacted]";
      return typeof value === "string" ? maskPhone(value) : value;
    },
  },
  serializers: {
    // Many lines log `err: error.message`: a string stays a string.
    err: (error: Error | string) => {
      if (typeof error === "string") return maskPhonesIn(error);
      const serialized = pino.stdSerializers.err(error);
      return {
        ...serialized,
        message: maskPhonesIn(serialized.message ?? ""),
        stack: serialized.stack && maskPhonesIn(serialized.stack),
      };
    },
  },
  hooks: {
    logMethod(args, method) {
      method.apply(
        this,
        args.map((arg) => (typeof arg === "string" ? maskPhonesIn(arg) : arg)) as Parameters<typeof method>,
      );
    },
  },
};

export const logger = pino(loggerOptions);

export type Logger = typeof logger;

export function requestLogger(requestId: string): Logger {
  return logger.child({ requestId });
}
