import { z } from "zod";
import { SCHEMA_PATTERN_LIMITS } from "@/server/pattern-limits";
import { AGENT_TOOLS } from "@/server/agents/inputs";

// What the tool settings and /v1 accept. No server imports, so the settings form validates in the
// browser with the schemas the procedures use; whether `parameters` compiles is checked on the
// server (server/tools/tools.ts), as Ajv compiles with `new Function`.

export const TOOL_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/;
export const TOOL_METHODS = ["POST", "GET"] as const;

/** Headers svc sets on every tool request: a tool's own headers cannot replace them. */
const RESERVED_HEADERS = new Set([
  "host",
  "content-type",
  "content-length",
  "connection",
  "transfer-encoding",
  "user-agent",
  "idempotency-key",
  "webhook-id",
  "webhook-timestamp",
  "webhook-signature",
]);

const headerName = z
  .string()
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/, "Not a valid header name")
  .refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), "svc sets this header itself");
// Header values are one line of visible text: a newline would smuggle another header.
const headerValue = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[\t\x20-\x7e\x80-\xff]*$/, "One line of text");

export const toolNameSchema = z
  .string()
  .regex(TOOL_NAME, "Letters, digits, _ and -, starting with a letter, at most 64")
  .refine((name) => !(AGENT_TOOLS as readonly string[]).includes(name), "This is the name of a built-in tool")
  .meta({ description: "What the model calls the tool; unique in the workspace.", example: "lookup_order" });

export const toolParametersSchema = z
  .record(z.string(), z.unknown())
  .refine((schema) => schema.type === "object", 'Give an object schema: {"type": "object", "properties": {…}}')
  .meta({
    description: `JSON Schema of the arguments (an object schema). Compiled when saved: an invalid one is a 400 naming the path. ${SCHEMA_PATTERN_LIMITS}`,
  });

const messagesSchema = z.strictObject({
  start: z
    .string()
    .trim()
    .max(500)
    .optional()
    .meta({ description: 'Said while the request runs, e.g. "Let me check that."' }),
  failed: z
    .string()
    .trim()
    .max(500)
    .optional()
    .meta({ description: "Said when the request fails (error, refused, timeout)." }),
});

const headersSchema = z
  .record(headerName, headerValue)
  .refine((headers) => Object.keys(headers).length <= 20, "At most 20 headers")
  .meta({ description: "Sent with every request. Write-only: answers show each value's last 4 characters." });

/** The fields as a PATCH names them: no defaults, so that what is not named stays as it is. */
const toolFields = z.strictObject({
  name: toolNameSchema,
  description: z
    .string()
    .trim()
    .min(1, "Say when the model should use it")
    .max(1000)
    .meta({ description: "Tells the model what the tool does and when to use it." }),
  parameters: toolParametersSchema,
  url: z.url({ protocol: /^https?$/, message: "Must be an http(s) URL." }).max(2048),
  method: z
    .enum(TOOL_METHODS)
    .meta({ description: "POST (default) sends the request as a JSON body; GET as the query string." }),
  timeoutSec: z
    .number()
    .int()
    .min(1, "1 to 120 seconds")
    .max(120, "1 to 120 seconds")
    .meta({ description: "1 to 120; 20 by default." }),
  messages: messagesSchema,
  async: z.boolean().meta({ description: 'Answer the model "sent" at once; the request completes in the background.' }),
});

export const createToolInput = toolFields.extend({
  method: toolFields.shape.method.default("POST"),
  headers: headersSchema.default({}),
  timeoutSec: toolFields.shape.timeoutSec.default(20),
  messages: messagesSchema.default({}),
  async: toolFields.shape.async.default(false),
});

/** Headers of a PATCH: a value sets the header, null removes it, an absent name keeps it. */
export const updateToolInput = toolFields.partial().extend({
  headers: z
    .record(headerName, headerValue.nullable())
    .optional()
    .meta({ description: "Headers to set (a value) or remove (null); headers not named are kept." }),
  messages: messagesSchema.optional(),
});

export const testToolInput = z.strictObject({
  arguments: z
    .record(z.string(), z.unknown())
    .default({})
    .meta({ description: "The arguments, as the model would send them." }),
});

export type CreateToolInput = z.output<typeof createToolInput>;
export type UpdateToolInput = z.output<typeof updateToolInput>;
