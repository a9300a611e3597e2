import { describe, expect, it } from "vitest";
import { DEFAULT_REDACT } from "@/server/privacy/inputs";
import { redactJson, redactionPolicy, redactText } from "@/server/privacy/redaction";

const every = redactionPolicy(["card_number", "ssn", "email", "phone_number"], null, { keep: ["+14155550100"] });
const byDefault = redactionPolicy(DEFAULT_REDACT, null);

describe("redaction", () => {
  it("replaces a card number however it is written or said", () => {
    for (const said of [
      "4111111111111111",
      "4111 1111 1111 1111",
      "4111-1111-1111-1111",
      "4111.1111.1111.1111",
      "four one one one one one one one one one one one one one one one",
      "Four one one one, one one one one, one one one one, one one one one",
      "4111 one one one one 1111 1111",
      "3782 822463 10005", // American Express, 15 digits
      "6011 0009 9013 9424", // Discover
      "4222222222222", // 13 digits
    ])
      expect(redactText(`My card is ${said}, thanks.`, byDefault)).toBe("My card is [card_number], thanks.");
  });

  it("finds the card number in a longer run of digits and keeps the rest", () => {
    expect(redactText("it's 4111 1111 1111 1111 12 28", byDefault)).toBe("it's [card_number] 12 28");
  });

  it("keeps near misses: a Luhn-invalid 16-digit order number, short numbers, amounts and times", () => {
    for (const kept of [
      "Order 1234 5678 9012 3456 shipped.",
      "Order 1234567890123457 shipped.",
      "one two three four five six seven eight nine zero one two three four five seven",
      "I owe $1,234,567.89 by 10:30.",
      "Someone has one question for you, oh well.",
    ])
      expect(redactText(kept, byDefault)).toBe(kept);
  });

  it("replaces an SSN in US ranges only", () => {
    expect(redactText("SSN 123-45-6789.", byDefault)).toBe("SSN [ssn].");
    expect(redactText("it is 123 45 6789", byDefault)).toBe("it is [ssn]");
    expect(redactText("one two three four five six seven eight nine", byDefault)).toBe("[ssn]");
    for (const invalid of ["000-12-3456", "666-12-3456", "900-12-3456", "123-00-4567", "123-45-0000"])
      expect(redactText(invalid, byDefault)).toBe(invalid);
  });

  it("replaces e-mail addresses and phone numbers only when asked, keeping the call's own number", () => {
    const text = "Mail jane.doe+x@example.co.uk or call (415) 555-2671, not +1 415 555 0100.";
    expect(redactText(text, byDefault)).toBe(text);
    expect(redactText(text, every)).toBe("Mail [email] or call [phone_number], not +1 415 555 0100.");
    expect(redactText("plus four four two zero seven one eight three eight seven five zero", every)).toBe(
      "[phone_number]",
    );
  });

  it("an agent adds kinds to the workspace's; nothing redacts nothing", () => {
    const policy = redactionPolicy(["card_number"], ["email"]);
    expect(redactText("a@b.io 123-45-6789 4111111111111111", policy)).toBe("[email] 123-45-6789 [card_number]");
    const none = redactionPolicy([], []);
    expect(redactText("4111111111111111", none)).toBe("4111111111111111");
  });

  it("redacts every string of a JSON value, keys kept", () => {
    expect(redactJson({ card: "4111111111111111", list: [{ ssn: "123-45-6789" }], n: 4 }, byDefault)).toEqual({
      card: "[card_number]",
      list: [{ ssn: "[ssn]" }],
      n: 4,
    });
  });
});
