// Turns whatever a mutation threw (a tRPC client error carrying the API error envelope, a server
// action's result, a network failure) into a message and per-field issues for the form.

export interface Issue {
  /**
   * Where, as an array: zod's in the browser, and the API's VALIDATION_ERROR `details.issues[].path`
   * (`["expectations", 0, "contains"]`; `[]` is the body).
   */
  path: PropertyKey[];
  message: string;
}

export interface MutationError {
  message: string;
  issues: Issue[];
}

interface EnvelopeLike {
  error?: unknown;
  message?: unknown;
  details?: { issues?: unknown } | null;
  data?: unknown;
  shape?: unknown;
}

/** The envelope of a request refused before tRPC ran (the body checks, the budget): the response's JSON. */
function refusedEnvelope(error: unknown): EnvelopeLike | undefined {
  const json = (error as { meta?: { responseJSON?: EnvelopeLike & { success?: unknown } } } | null)?.meta?.responseJSON;
  return json?.success === false ? json : undefined;
}

function findIssues(value: unknown, depth = 0): Issue[] {
  if (!value || typeof value !== "object" || depth > 3) return [];
  const candidate = value as EnvelopeLike & { issues?: unknown; apiError?: unknown };
  if (Array.isArray(candidate.issues)) return candidate.issues as Issue[];
  for (const next of [candidate.details, candidate.apiError, candidate.data, candidate.shape, refusedEnvelope(value)]) {
    const found = findIssues(next, depth + 1);
    if (found.length) return found;
  }
  return [];
}

export function describeError(error: unknown): MutationError {
  if (error instanceof TypeError && /fetch/i.test(error.message)) {
    return { message: "Could not reach the server. Check your connection and try again.", issues: [] };
  }
  // The settings tRPC endpoint puts the catalog envelope in `data.apiError` (5xx messages masked),
  // or answers it alone when it refused the request before tRPC.
  const apiError = (error as { data?: { apiError?: { error?: unknown } } } | null)?.data?.apiError;
  const envelope = (apiError ?? refusedEnvelope(error) ?? error ?? {}) as EnvelopeLike;
  const message =
    typeof envelope.message === "string" && envelope.message
      ? envelope.message
      : typeof envelope.error === "string"
        ? envelope.error
        : "Something went wrong. Try again.";
  return { message, issues: findIssues(error) };
}

/** An issue's path joined as "a.0.b", to match the names of a form's controls (never sent anywhere). */
export function pathOf(issue: Issue): string {
  return issue.path.map(String).join(".");
}

/** First message per top-level field name, for inline display. */
export function fieldErrors(issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = pathOf(issue).split(".")[0];
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}
