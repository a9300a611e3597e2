import type { RecipientInput } from "@/server/campaigns/inputs";
import { readPhone } from "@/server/phone";

// A CSV's rows as recipients, read in the browser: one column is the number, the others become the
// agent's variables. Rows without a valid number, and numbers a row above already has, are left
// out and listed (line numbers as a spreadsheet shows them: the header is line 1).

export interface ParsedCsv {
  columns: string[];
  rows: Record<string, string>[];
}

export interface LeftOut {
  line: number;
  value: string;
  /** The line that has the number first; absent for a row without a valid number. */
  duplicateOf?: number;
}

export const NUMBER_COLUMN = /^(to|phone|phone_?number|number|mobile|tel)$/i;

export function recipientsOf(
  parsed: ParsedCsv,
  toColumn: string,
  defaultCountry: string,
): { recipients: RecipientInput[]; invalid: LeftOut[]; duplicates: LeftOut[] } {
  const recipients: RecipientInput[] = [];
  const invalid: LeftOut[] = [];
  const duplicates: LeftOut[] = [];
  const firstLine = new Map<string, number>();
  parsed.rows.forEach((row, index) => {
    const line = index + 2;
    const value = (row[toColumn] ?? "").trim();
    const read = readPhone(value, defaultCountry);
    const to = "e164" in read ? read.e164 : null;
    if (!to) return invalid.push({ line, value });
    const seen = firstLine.get(to);
    if (seen) return duplicates.push({ line, value, duplicateOf: seen });
    firstLine.set(to, line);
    const variables = Object.fromEntries(
      parsed.columns
        .filter((column) => column !== toColumn && row[column]?.trim())
        .map((column) => [column.slice(0, 40), row[column].trim().slice(0, 2000)]),
    );
    recipients.push({ to, ...(Object.keys(variables).length ? { variables } : {}) });
  });
  return { recipients, invalid, duplicates };
}
