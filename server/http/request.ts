import { createHash, randomUUID } from "node:crypto";
import { ApiError, fieldError, type FieldIssue, type IssuePath } from "@/server/errors";
import { FormTooLarge, parseMultipart, readInSlices, type FormEntry } from "./multipart";

// Reading an incoming request safely: its id and its JSON body within the limits
// of docs/decisions.md "Errors" (64 KiB, application/json), each failure as a catalog error. A route
// that declares an upload (its procedure's `upload` meta) also takes multipart/form-data.

export const MAX_BODY_BYTES = 64 * 1024;
/** Deeper JSON is never a real request, and would overflow the stack of recursive code downstream. */
export const MAX_JSON_DEPTH = 32;
const REQUEST_ID_SHAPE = /^[\w.:-]{1,128}$/;

/** The caller's X-Request-Id when it is sane (so traces join up), else a new `req_…` id. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && REQUEST_ID_SHAPE.test(given) ? given : `req_${randomUUID().replaceAll("-", "")}`;
}

export function methodHasBody(method: string): boolean {
  return method === "POST" || method === "PUT" || method === "PATCH" || method === "DELETE";
}

function tooLarge(maxBytes: number): ApiError {
  return maxBytes === MAX_BODY_BYTES
    ? new ApiError("PAYLOAD_TOO_LARGE")
    : new ApiError("PAYLOAD_TOO_LARGE", `The request body is larger than ${maxBytes / 1024 / 1024} MiB.`);
}

async function readCapped(request: Request, maxBytes: number, limit = maxBytes): Promise<Buffer> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge(limit);
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(";")[0].trim().toLowerCase();
  return mediaType === "application/json" || Boolean(mediaType?.match(/^application\/[\w.+-]+\+json$/));
}

/** JSON text as a value any handler can take: 400 INVALID_JSON, or VALIDATION_ERROR naming what no handler can take. */
export function parseJsonText(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError("INVALID_JSON");
  }
  const problem = unstorable(value);
  if (problem) throw fieldError(problem.path, problem.message);
  return value;
}

/** The JSON body as read and as parsed (undefined when empty); 413, 415 or 400 as parseJsonText. */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<{ text: string; body: unknown }> {
  const text = await readText(request, maxBytes);
  if (text.trim() === "") return { text, body: undefined };
  if (!isJsonContentType(request.headers.get("content-type"))) throw new ApiError("UNSUPPORTED_MEDIA_TYPE");
  return { text, body: parseJsonText(text) };
}

/** The body as text, 413 past `maxBytes`: a carrier's form is read before its signature is checked. */
export async function readText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  return (await readCapped(request, maxBytes)).toString("utf8");
}

/** The parsed JSON body; undefined when the body is empty. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  return (await readJson(request, maxBytes)).body;
}

/** Why Postgres (text, jsonb) or a canonical JSON hash could not take this string, if it could not. */
function unstorableText(text: string): string | null {
  if (text.includes("\0")) return "must not contain NUL characters.";
  // A lone UTF-16 surrogate (JSON allows "\ud800") is no Unicode character: jsonb refuses it.
  if (!text.isWellFormed()) return "must be valid Unicode (it contains a lone surrogate escape).";
  return null;
}

/**
 * What no handler can take, whatever its schema: nesting deeper than MAX_JSON_DEPTH (recursive
 * code downstream would overflow the stack), text Postgres refuses, and numbers beyond double
 * precision (`1e400` parses as Infinity, which JSON cannot write back). Iterative, so that
 * inspecting a hostile body cannot overflow the stack itself.
 */
function unstorable(value: unknown): FieldIssue | null {
  const pending: [unknown, IssuePath][] = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, path] = next;
    if (typeof node === "string") {
      const problem = unstorableText(node);
      if (problem) return { path, message: `Text ${problem}` };
    }
    if (typeof node === "number" && !Number.isFinite(node))
      return { path, message: "Numbers must be finite double-precision values." };
    if (node === null || typeof node !== "object") continue;
    if (path.length >= MAX_JSON_DEPTH)
      return { path: [], message: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.` };
    for (const [key, child] of Object.entries(node)) {
      const problem = unstorableText(key);
      if (problem) return { path, message: `Keys ${problem}` };
      pending.push([child, [...path, Array.isArray(node) ? Number(key) : key]]);
    }
  }
  return null;
}

/** 400 when the path or query carries a NUL character, which no id or parameter can hold. */
export function assertStorableUrl({ pathname, search }: URL): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname + search);
  } catch {
    throw fieldError([], "The URL is not valid percent-encoded UTF-8.");
  }
  if (decoded.includes("\0")) throw fieldError([], "The URL must not contain NUL characters.");
}

/** What a route's body may be: JSON up to `maxBytes`, and, for an upload, multipart/form-data with a file up to `uploadBytes`. */
export interface BodyRules {
  maxBytes: number;
  uploadBytes: number | null;
}

export interface RequestBody {
  /** The parsed body: the JSON, or the form's fields (its file as a File). */
  fields: unknown;
  /** What idempotency compares: the body, a file as its name, type, size and (given an Idempotency-Key) SHA-256. */
  hashable: unknown;
}

/** Room for a form's other fields and part headers beside its file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

function isMultipart(contentType: string | null): boolean {
  return contentType?.split(";")[0].trim().toLowerCase() === "multipart/form-data";
}

async function sha256Of(file: Blob): Promise<string> {
  const hash = createHash("sha256");
  for await (const slice of readInSlices(file)) hash.update(slice);
  return hash.digest("hex");
}

/** A multipart/form-data body: text fields as strings (checked as JSON text is), one file, `file`. */
async function readForm(request: Request, uploadBytes: number): Promise<RequestBody> {
  const maxBytes = uploadBytes + FORM_OVERHEAD_BYTES;
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge(uploadBytes);
  let entries: FormEntry[];
  try {
    entries = await parseMultipart(request.body, request.headers.get("content-type")!, {
      maxBytes,
      fileBytes: uploadBytes,
    });
  } catch (error) {
    if (error instanceof FormTooLarge) throw tooLarge(uploadBytes);
    throw fieldError([], "The body is not valid multipart/form-data.");
  }
  const fields: Record<string, string | File> = {};
  const hashable: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (name in fields) throw fieldError([name], "Give each field once.");
    if (typeof value === "string") {
      const problem = unstorableText(name) ?? unstorableText(value);
      if (problem) throw fieldError([name], `Text ${problem}`);
      fields[name] = hashable[name] = value;
      continue;
    }
    if (value.size > uploadBytes) throw tooLarge(uploadBytes);
    // Only for a request idempotency compares, and a slice at a time: 25 MB at once held the loop.
    const sha256 = request.headers.has("idempotency-key") ? await sha256Of(value) : null;
    fields[name] = value;
    hashable[name] = { name: value.name, type: value.type, size: value.size, sha256 };
  }
  return { fields, hashable };
}

/** The body by the route's rules; 413, 415 or 400 as readJsonBody, and for a form. */
export async function readBody(request: Request, rules: BodyRules): Promise<RequestBody> {
  if (rules.uploadBytes !== null && isMultipart(request.headers.get("content-type")))
    return readForm(request, rules.uploadBytes);
  const body = await readJsonBody(request, rules.maxBytes);
  return { fields: body, hashable: body };
}
