import { env } from "../env";

// Where to go after sign-in. The value comes from a link anyone can craft, so it is resolved
// against APP_URL and followed only when it stays on this origin. Browsers forgive a lot in a
// URL (they drop tabs and newlines, read "\" as "/", and some decode "%09" or "%2F" first), so
// anything that could be read as another host in any of these ways falls back instead.

const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A same-origin path (with query and fragment) to go to after sign-in; anything else gives `fallback`. */
export function safeCallbackPath(value: string | string[] | undefined | null, fallback = "/w"): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || raw.length > 2048) return fallback;
  if (/\s/.test(raw) || CONTROL_OR_BACKSLASH.test(raw)) return fallback;
  // The path as a browser that decodes it first would read it (the query may hold any text).
  const path = decoded(raw.split(/[?#]/)[0]);
  if (path === null || CONTROL_OR_BACKSLASH.test(path) || path.startsWith("//")) return fallback;
  const origin = new URL(env.APP_URL).origin;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
