import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { REDACTION_KINDS, type RedactionKind } from "./inputs";

// What a caller said, made safe to keep (docs/privacy.md "Redaction"): card numbers, SSNs, e-mail
// addresses and phone numbers are replaced by `[card_number]`, `[ssn]`, `[email]` and
// `[phone_number]` before a turn, a test conversation, a live-log line or an analysis is written.
// The live conversation is not redacted: the brain and the tools hear what was said.

/** What one conversation redacts, and the numbers it keeps (the call's own `to` and `from`). */
export interface RedactionPolicy {
  kinds: ReadonlySet<RedactionKind>;
  /** E.164 numbers left as they are. */
  keep: readonly string[];
  /** The country a number said without its country code is read in (the workspace's). */
  defaultCountry: string;
}

/** The workspace's kinds and the agent's own, together: an agent may redact more, never less. */
export function redactionPolicy(
  workspaceKinds: readonly string[],
  agentKinds: readonly string[] | null | undefined,
  options: { keep?: readonly (string | null | undefined)[]; defaultCountry?: string } = {},
): RedactionPolicy {
  const known = (kind: string): kind is RedactionKind => (REDACTION_KINDS as readonly string[]).includes(kind);
  return {
    kinds: new Set([...workspaceKinds, ...(agentKinds ?? [])].filter(known)),
    keep: (options.keep ?? []).filter((number): number is string => Boolean(number)),
    defaultCountry: options.defaultCountry ?? "US",
  };
}

const DIGIT_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};

// A run of digits as people write or say them: groups of digits and digit words, joined by
// spaces, dashes, dots, commas, slashes or brackets ("4111 1111-1111 1111", "four one one one…",
// "(415) 555-2671"). A leading "+" or "plus" is kept for phone numbers.
const DIGIT_TOKEN = `(?:\\d+|${Object.keys(DIGIT_WORDS).join("|")})`;
const DIGIT_RUN = new RegExp(
  `(?:\\+|\\bplus\\s+)?\\(?(?<![\\w])${DIGIT_TOKEN}(?![\\w])(?:[\\s\\-.,/()]{1,3}${DIGIT_TOKEN}(?![\\w]))*`,
  "gi",
);
const TOKEN = new RegExp(`${DIGIT_TOKEN}`, "gi");
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const isCard = (digits: string) => digits.length >= 13 && digits.length <= 19 && luhn(digits);

/**
 * A US social security number: written 3-2-4, as nine digits together, or said digit by digit
 * (not "1,234,567.89"); not area 000, 666 or 900–999, group 00 or serial 0000.
 */
function isSsn(digits: string, groups: number[]): boolean {
  if (digits.length !== 9) return false;
  const shape = groups.join("-");
  if (shape !== "3-2-4" && shape !== "9" && groups.some((size) => size !== 1)) return false;
  const area = Number(digits.slice(0, 3));
  return area !== 0 && area !== 666 && area < 900 && digits.slice(3, 5) !== "00" && digits.slice(5) !== "0000";
}

function isPhone(digits: string, plus: boolean, policy: RedactionPolicy): boolean {
  if (digits.length < 7 || digits.length > 15) return false;
  const country = isSupportedCountry(policy.defaultCountry) ? (policy.defaultCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(plus ? `+${digits}` : digits, country);
  return Boolean(parsed?.isValid()) && !policy.keep.includes(parsed!.number);
}

interface Token {
  start: number;
  end: number;
  digits: string;
}

/** What a run of digits is, or null: the whole run, or (in a longer one) its longest card number. */
function redactRun(run: string, policy: RedactionPolicy): string {
  const tokens: Token[] = [...run.matchAll(TOKEN)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    digits: DIGIT_WORDS[match[0].toLowerCase()] ?? match[0],
  }));
  const digits = tokens.map((token) => token.digits).join("");
  const plus = /^(\+|plus)/i.test(run);
  if (policy.kinds.has("card_number")) {
    if (isCard(digits)) return "[card_number]";
    // A longer run (a card number said with its expiry, say): its longest part that is a card number.
    if (digits.length > 19)
      for (let size = Math.min(tokens.length, 19); size >= 1; size--)
        for (let from = 0; from + size <= tokens.length; from++) {
          const part = tokens.slice(from, from + size);
          if (isCard(part.map((token) => token.digits).join("")))
            return (
              redactRun(run.slice(0, part[0].start), policy) +
              "[card_number]" +
              redactRun(run.slice(part[size - 1].end), policy)
            );
        }
  }
  if (
    policy.kinds.has("ssn") &&
    !plus &&
    isSsn(
      digits,
      tokens.map((token) => token.digits.length),
    )
  )
    return "[ssn]";
  if (policy.kinds.has("phone_number") && isPhone(digits, plus, policy)) return "[phone_number]";
  return run;
}

/** The text with what the policy names replaced; unchanged when it names nothing. */
export function redactText(text: string, policy: RedactionPolicy): string {
  if (!policy.kinds.size || !text) return text;
  let out = policy.kinds.has("email") ? text.replace(EMAIL, "[email]") : text;
  if (policy.kinds.has("card_number") || policy.kinds.has("ssn") || policy.kinds.has("phone_number"))
    out = out.replace(DIGIT_RUN, (run) => redactRun(run, policy));
  return out;
}

/** Every string in a JSON value (tool arguments and results, analysis) redacted; keys are kept. */
export function redactJson<T>(value: T, policy: RedactionPolicy): T {
  if (!policy.kinds.size) return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return redactText(node, policy);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object")
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(value) as T;
}
