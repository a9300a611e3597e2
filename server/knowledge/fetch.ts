import { guardedRequest } from "@/server/net/guarded-request";
import { targetPolicy } from "@/server/net/target-guard";
import { DocumentError } from "./document-error";
import { MAX_UPLOAD_BYTES } from "./inputs";

// A URL document's content, fetched through the SSRF guard with its own switch. Redirects are
// followed (a page moves, http goes to https), each hop a guarded request of its own: its URL and
// the address actually connected to are judged like the first, so a redirect cannot lead inside.

export const knowledgeTargets = targetPolicy("KNOWLEDGE_ALLOW_PRIVATE_TARGETS");

const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 20_000;

export interface Fetched {
  body: Buffer;
  contentType: string | null;
  /** Where the content came from, after redirects. */
  url: URL;
}

/** Throws DocumentError with the reason when the URL is refused, unreachable, or answers no content. */
export async function fetchDocument(url: string): Promise<Fetched> {
  let target = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await guardedRequest({
      method: "GET",
      url: target,
      headers: { "user-agent": "svc-knowledge/1", accept: "text/html, application/pdf, text/*;q=0.9, */*;q=0.5" },
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_UPLOAD_BYTES,
      policy: knowledgeTargets,
    });
    if (response.failure === "refused") throw new DocumentError(`The URL is not allowed: ${response.error}.`);
    if (response.failure) throw new DocumentError(`The URL could not be fetched: ${response.error}.`);
    const status = response.statusCode ?? 0;
    const location = response.location;
    if (status >= 300 && status < 400 && location) {
      target = new URL(location, target);
      continue;
    }
    if (status < 200 || status >= 300) throw new DocumentError(`The URL answered HTTP ${status}.`);
    if (response.truncated) throw new DocumentError("The document at the URL is larger than 25 MB.");
    return { body: response.body, contentType: response.contentType, url: target };
  }
  throw new DocumentError(`The URL redirected more than ${MAX_REDIRECTS} times.`);
}
