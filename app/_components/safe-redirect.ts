/** A same-site path to go to after sign-in; anything else (absolute or protocol-relative URLs) falls back. */
export function safeCallbackPath(value: string | string[] | undefined | null, fallback = "/w"): string {
  const path = Array.isArray(value) ? value[0] : value;
  return path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : fallback;
}
