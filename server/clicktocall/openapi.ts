import { z } from "zod";
import { IDEMPOTENCY_KEY_MAX_LENGTH } from "@/server/idempotency/idempotency";
import { callbackRequestSchema } from "./callback";

// The public endpoint is a route handler of its own (its CORS and order of checks differ from the
// tRPC procedures'), so the /v1 OpenAPI document takes its path item from here:
// `document.paths = { ...document.paths, ...clickToCallPaths() }`.

export const clickToCallAcceptedSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal("queued"), callId: z.string() }),
});

export type ClickToCallAccepted = z.infer<typeof clickToCallAcceptedSchema>;

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input" });
  return rest;
};

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

export function clickToCallPaths() {
  return {
    "/public/click-to-call/{token}": {
      post: {
        operationId: "requestClickToCall",
        tags: ["Click-to-call"],
        summary: "Request a callback (public: no API key)",
        description:
          "Called by the embeddable loader or directly from a web page. The token (a click-to-call source id) is the only credential. " +
          "The `Origin` header must be on the source's allowlist and equal the body's `origin`. A do-not-call or blocked number gets the same 202; its call is recorded `blocked`.",
        security: [],
        parameters: [
          {
            in: "path",
            name: "token",
            required: true,
            description: "The click-to-call source id (button token).",
            schema: { type: "string", example: "cts_0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e" },
          },
          {
            in: "header",
            name: "Origin",
            required: true,
            description: "The embedding website's origin.",
            schema: { type: "string" },
          },
          {
            in: "header",
            name: "Idempotency-Key",
            required: false,
            description:
              "Makes a double submit or a retry place one call; scoped to the source's workspace and this endpoint.",
            schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
          },
        ],
        requestBody: { required: true, content: { "application/json": { schema: jsonSchema(callbackRequestSchema) } } },
        responses: {
          "202": {
            description: "Accepted: the callback is queued.",
            content: { "application/json": { schema: jsonSchema(clickToCallAcceptedSchema) } },
          },
          "400": error("`VALIDATION_ERROR`, `INVALID_JSON`, `IDEMPOTENCY_KEY_INVALID`."),
          "403": error("`ORIGIN_NOT_ALLOWED`; `details.rule` says which origin rule failed."),
          "404": error("`NOT_FOUND`: unknown or disabled token."),
          "413": error("`PAYLOAD_TOO_LARGE`."),
          "415": error("`UNSUPPORTED_MEDIA_TYPE`."),
          "422": error("`IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`."),
          "429": error("`RATE_LIMITED`: per IP, per source or per destination number; see `Retry-After`."),
          "503": error("`SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`: retry."),
        },
      },
    },
  };
}
