import { z } from "zod";
import { validationError } from "@/server/api/errors";

// What a carrier's callback may carry into svc: every field svc stores, logs or matches on is
// bounded and free of NUL and other control characters. It is checked once the callback's
// signature verified (an unsigned one is refused before its fields are read): a signed callback
// that breaks a bound answers 400 VALIDATION_ERROR naming the field, and nothing is stored. The
// bounds leave room over what carriers send: Twilio's CallSid is 34 characters, an E.164 number at
// most 16, a SIP address (From/To of a SIP call) rarely past 100.

/** Control characters other than tab and line breaks (which an error message may hold). */
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/** Text of at most `max` characters with no NUL or other control character. */
export function carrierText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), "Must not contain NUL or other control characters.");
}

/** The carrier's id of a call (Twilio's CallSid, the simulator's `sim_…`). */
export const carrierCallId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "Must be a carrier's call id (letters, digits, `_` and `-`).");

/** Who calls or is called: a phone number, or a SIP or client address as the carrier gives it. */
export const carrierAddress = carrierText(256);

/** A status, an error code, an answering-machine verdict. */
export const carrierCode = carrierText(64);

/** A carrier's error message (kept, cut to 300 characters, as the call's failure reason). */
export const carrierMessage = carrierText(2_000);

/** The data the agent's handoff left with the carrier, returned at the session's end. */
export const carrierHandoffData = carrierText(16_384);

export const carrierUrl = z.url().max(2_048);

/** Keys pressed on a keypad (a whisper's reply). */
export const carrierDigits = z.string().regex(/^[0-9*#]{1,16}$/, "Must be keypad digits (0-9, * and #).");

/** `fields` as `schema` reads them; 400 VALIDATION_ERROR naming each field that is not. */
export function readCarrierFields<Schema extends z.ZodType>(schema: Schema, fields: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
