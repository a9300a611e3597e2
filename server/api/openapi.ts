import { generateOpenApiDocument, type OpenAPIObject, type OpenApiRouter } from "trpc-to-openapi";
import { campaignResultsPaths } from "@/server/campaigns/openapi";
import { clickToCallPaths } from "@/server/clicktocall/openapi";
import { liveCallPaths, liveEventSchemas } from "@/server/live/openapi";
import { API_MAJOR } from "@/server/api-version";
import { env } from "@/server/env";
import { ERROR_CATALOG, ERROR_CODES, statusOf } from "@/server/errors";
import { IDEMPOTENCY_KEY_MAX_LENGTH } from "@/server/idempotency/idempotency";
import { webhookDocs } from "@/server/webhooks/openapi";
import { deprecatedOperations, deprecationList } from "./deprecation";
import { typeEverySchema } from "./openapi-schema-types";
import { appRouter } from "./root";
import type { Meta } from "./trpc";

// /v1/openapi.json: generated from the app router's OpenAPI procedures, then corrected where the
// generator cannot know the truth: success statuses (202/201), the docs/api-contract.md §7 error
// envelope and the catalog codes per status, rate-limit and request-id headers, Idempotency-Key,
// bearer auth, deprecations (server/api/deprecation.ts), and a `type` on every schema for Scalar
// (server/api/openapi-schema-types.ts).

type SchemaObject = NonNullable<NonNullable<OpenAPIObject["components"]>["schemas"]>[string];

type Operation = {
  operationId?: string;
  parameters?: unknown[];
  responses: Record<string, { description?: string; headers?: unknown; content?: unknown }>;
  security?: unknown[];
  [key: string]: unknown;
};

const ALWAYS_POSSIBLE = [400, 401, 403, 429, 500, 503];
const MUTATING = new Set(["post", "put", "patch", "delete"]);

const header = (description: string, type: "string" | "integer" = "string") => ({ description, schema: { type } });

const COMMON_HEADERS = {
  "X-Request-Id": header("Id of this request; quote it when asking for support."),
  "RateLimit-Limit": header("Requests allowed in the window.", "integer"),
  "RateLimit-Remaining": header("Requests left in the current window.", "integer"),
  "RateLimit-Reset": header("Seconds until the window has room again.", "integer"),
  "RateLimit-Policy": header('The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`.'),
  RateLimit: header('Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`.'),
};

const errorEnvelopeSchema: SchemaObject = {
  type: "object",
  description: "Every failure. Branch on `code`, never on `error`.",
  properties: {
    success: { type: "boolean", const: false },
    code: { type: "string", enum: ERROR_CODES },
    error: { type: "string", description: "Human-readable message." },
    details: {
      type: ["object", "null"],
      additionalProperties: true,
      description: "Structured data; null when there is none.",
    },
  },
  required: ["success", "code", "error", "details"],
  additionalProperties: false,
};

function errorResponse(status: number, declared?: string) {
  const codes = ERROR_CODES.filter((code) => statusOf(code) === status);
  const retry =
    status === 429 || status === 503 ? { "Retry-After": header("Seconds to wait before retrying.", "integer") } : {};
  return {
    description: [declared, codes.length ? `Codes: ${codes.map((code) => `\`${code}\``).join(", ")}.` : null]
      .filter(Boolean)
      .join(". "),
    headers: { ...COMMON_HEADERS, ...retry },
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
}

/** Each operation's meta, by "method path". */
function metaByOperation(router: OpenApiRouter): Map<string, Meta> {
  const procedures = router._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>;
  const metas = new Map<string, Meta>();
  for (const { _def } of Object.values(procedures)) {
    const openapi = _def.meta?.openapi;
    if (openapi) metas.set(`${openapi.method.toLowerCase()} ${openapi.path}`, _def.meta!);
  }
  return metas;
}

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * An upload's body as each content type takes it (the generator gives both the procedure's whole
 * input): JSON without the file, the form with the file (required) and the fields sent beside it.
 */
function splitUpload(operation: Operation, formFields: readonly string[]): void {
  const content = (operation.requestBody as { content: Record<string, { schema: ObjectSchema }> }).content;
  const jsonProperties = { ...content["application/json"].schema.properties };
  delete jsonProperties.file;
  content["application/json"].schema = { ...content["application/json"].schema, properties: jsonProperties };
  const form = content["multipart/form-data"].schema;
  content["multipart/form-data"].schema = {
    ...form,
    properties: Object.fromEntries(
      Object.entries(form.properties ?? {}).filter(([name]) => name === "file" || formFields.includes(name)),
    ),
    required: ["file"],
  };
}

function correct(operation: Operation, method: string, meta: Meta | undefined): void {
  if (meta?.upload) splitUpload(operation, meta.upload.formFields);
  const successStatus = meta?.successStatus ?? 200;
  const { responses } = operation;
  const success = responses["200"];
  delete responses["200"];
  responses[String(successStatus)] = {
    ...success,
    headers: {
      ...COMMON_HEADERS,
      ...(MUTATING.has(method)
        ? {
            "Idempotent-Replayed": header(
              "`true` when this is the stored response of an earlier request with the same Idempotency-Key.",
            ),
          }
        : {}),
      ...(meta?.versioned
        ? {
            ETag: header(
              'The resource\'s version in quotes, e.g. `"3"`: send it back as `If-Match` to change what you read.',
            ),
          }
        : {}),
      ...(meta?.deprecated ? DEPRECATION_HEADERS : {}),
    },
  };
  if (meta?.deprecated) {
    operation.deprecated = true;
    operation.description = [`**Deprecated.** ${meta.deprecated.notice}`, operation.description]
      .filter(Boolean)
      .join("\n\n");
  }
  const idempotencyReuse = MUTATING.has(method) ? [422] : [];
  const statuses = new Set([
    ...ALWAYS_POSSIBLE,
    ...idempotencyReuse,
    ...Object.keys(responses)
      .map(Number)
      .filter((status) => status >= 400),
  ]);
  for (const status of [...statuses].sort())
    responses[String(status)] = errorResponse(status, responses[String(status)]?.description);
  operation.security = [{ ApiKey: [] }];
  if (MUTATING.has(method)) {
    operation.parameters = [
      ...(operation.parameters ?? []),
      {
        in: "header",
        name: "Idempotency-Key",
        required: false,
        description:
          "Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint.",
        schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
      },
      ...(meta?.ifMatch
        ? [
            {
              in: "header",
              name: "If-Match",
              required: false,
              description:
                'The ETag you read (e.g. `"3"`, or `*`): if the resource is at another version now, 412 PRECONDITION_FAILED and nothing changes.',
              schema: { type: "string" },
            },
          ]
        : []),
    ];
  }
}

const DEPRECATION_HEADERS = {
  Deprecation: header("RFC 9745: when this operation was deprecated, as `@<unix seconds>`."),
  Sunset: header("RFC 8594: the HTTP-date after which it stops working, once one is set."),
  Link: header('`<…>; rel="deprecation"`: the notice saying what to use instead.'),
};

function catalogTable(): string {
  const rows = Object.entries(ERROR_CATALOG).map(
    ([code, { status, message }]) => `| ${status} | \`${code}\` | ${message} |`,
  );
  return ["| HTTP | code | meaning |", "|---|---|---|", ...rows].join("\n");
}

const description = (
  router: OpenApiRouter,
) => `The svc REST API: place calls made by voice agents, read calls, contacts, agents and leads.

Authenticate with \`Authorization: Bearer svc_sk_live_…\` (or a \`svc_sk_test_\` key, whose calls only reach the simulator).
Every path is scoped to a workspace; a key works only in its own. Send an \`Idempotency-Key\` with every POST, PATCH
and DELETE so retries are safe. An agent answers its version as \`ETag\`; a change sent with \`If-Match\` is refused
(412) if the agent changed since. Every response carries \`X-Request-Id\` and the \`RateLimit-*\` headers; a 429 adds \`Retry-After\`.

Retry on transport errors, 5xx and 429 (1 s, 2 s, 5 s, 15 s, 60 s), replaying the identical request with the same
Idempotency-Key. Never retry another 4xx unchanged: it yields the same error.

## Error codes

${catalogTable()}

## Deprecations

What is still served but will go, and what to use instead (the \`Link\` of a deprecated operation's answers
points here; the policy: docs/api-versioning.md). A deprecated operation answers \`Deprecation\` and, once its end
is set, \`Sunset\`.

${deprecationList(deprecatedOperations(router))}`;

/** The OpenAPI document of a router's procedures: the app router's (`openApiDocument`), or a test's. */
export function buildOpenApiDocument(router: OpenApiRouter): OpenAPIObject {
  const document = generateOpenApiDocument(router, {
    title: "svc API",
    version: `${API_MAJOR}.0.0`,
    description: description(router),
    baseUrl: new URL("/v1", env.APP_URL).toString(),
    securitySchemes: {
      ApiKey: { type: "http", scheme: "bearer", description: "An API key: `svc_sk_live_…` or `svc_sk_test_…`." },
    },
  });
  const metas = metaByOperation(router);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      correct(operation, method, metas.get(`${method} ${path}`));
    }
  }
  // Route handlers outside tRPC describe themselves; their path items are final as given.
  document.paths = {
    ...document.paths,
    ...(clickToCallPaths() as OpenAPIObject["paths"]),
    ...(campaignResultsPaths() as OpenAPIObject["paths"]),
    ...(liveCallPaths() as OpenAPIObject["paths"]),
  };
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).filter(([name]) => !name.startsWith("error.")),
  );
  const { webhooks, schemas: payloadSchemas } = webhookDocs();
  document.components = {
    ...document.components,
    schemas: { ...payloadSchemas, ...liveEventSchemas(), ...schemas, Error: errorEnvelopeSchema },
  };
  Object.assign(document, { webhooks });
  typeEverySchema(document);
  return document;
}

let cached: OpenAPIObject | undefined;

/** The document of /v1, built once per process. */
export function openApiDocument(): OpenAPIObject {
  cached ??= buildOpenApiDocument(appRouter);
  return cached;
}
