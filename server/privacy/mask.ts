// A phone number shown without who it is: the last four digits masked, "+1415555••••". What an
// erased call keeps of its number (docs/privacy.md "Erasure"), and what a log line shows of one.

const MASK = "••••";

/** `+14155552671` → `+1415555••••`; shorter than five digits: all masked. */
export function maskPhone(number: string): string {
  const digits = number.replace(/\D/g, "");
  if (digits.length < 5) return MASK;
  return `${number.startsWith("+") ? "+" : ""}${digits.slice(0, -4)}${MASK}`;
}

// A number in international form inside free text (an error's message, a log line's words).
const PHONE_IN_TEXT = /\+\d(?:[\s().-]?\d){6,16}/g;

/** Every international number in `text` masked. */
export function maskPhonesIn(text: string): string {
  return text.replace(PHONE_IN_TEXT, (number) => maskPhone(number));
}
