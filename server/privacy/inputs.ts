import { z } from "zod";

// The privacy settings a workspace (and an agent, for itself) chooses; imported by the settings
// forms too, so nothing here needs the server.

export const REDACTION_KINDS = ["card_number", "ssn", "email", "phone_number"] as const;
export type RedactionKind = (typeof REDACTION_KINDS)[number];
export const REDACTION_LABELS: Record<RedactionKind, string> = {
  card_number: "Card numbers",
  ssn: "Social security numbers",
  email: "E-mail addresses",
  phone_number: "Phone numbers",
};
export const DEFAULT_REDACT: readonly RedactionKind[] = ["card_number", "ssn"];

export const redactSchema = z
  .array(z.enum(REDACTION_KINDS, `One of ${REDACTION_KINDS.join(", ")}`))
  .max(REDACTION_KINDS.length)
  .refine((kinds) => new Set(kinds).size === kinds.length, "Each kind once")
  .meta({
    description:
      "What is redacted from what was said before it is stored: `card_number` (13–19 digits passing the Luhn check, written or spoken), `ssn` (US ranges), `email`, `phone_number` (not the call's own numbers).",
    example: ["card_number", "ssn"],
  });

/** A workspace's privacy settings as /v1 shows them (retention joins `redact` here). */
export const privacySettingsSchema = z.object({
  redact: redactSchema.meta({
    description:
      'What is redacted from what was said before it is stored (default `["card_number", "ssn"]`); an agent may add kinds of its own (its `redact`).',
  }),
});

/** A change: the fields given are set. */
export const privacyPatch = z.strictObject({ redact: redactSchema.optional() });
export type PrivacyPatch = z.infer<typeof privacyPatch>;
