import { describe, expect, it } from "vitest";
import { hardBlockOf } from "@/server/dnc/hard-block";
import { e164Schema } from "@/server/phone";

describe("e164Schema", () => {
  it.each(["+14155552671", "+442071838750", "+4915123456789"])("accepts %s", (number) => {
    expect(e164Schema.parse(number)).toBe(number);
  });

  it.each(["4155552671", "+1 415 555 2671", "+1234", "+911", "", "+0123456789", "tel:+14155552671"])("rejects %s", (number) => {
    expect(e164Schema.safeParse(number).success).toBe(false);
  });
});

describe("hardBlockOf", () => {
  it("blocks premium-rate ranges from the shipped list and by number type", () => {
    expect(hardBlockOf("+19005551234")).toEqual({ reason: "premium_rate" });
    expect(hardBlockOf("+449012345678")).toEqual({ reason: "premium_rate" });
  });

  it("lets ordinary numbers through", () => {
    expect(hardBlockOf("+14155552671")).toBeNull();
    expect(hardBlockOf("+442071838750")).toBeNull();
  });
});
