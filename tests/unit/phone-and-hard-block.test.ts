import { describe, expect, it } from "vitest";
import { allowedCountriesOf, destinationCountryOf, isDestinationAllowed } from "@/server/dnc/destinations";
import { hardBlockOf } from "@/server/dnc/hard-block";
import { e164Schema } from "@/server/phone";

describe("e164Schema", () => {
  it.each(["+14155552671", "+442071838750", "+4915123456789"])("accepts %s", (number) => {
    expect(e164Schema.parse(number)).toBe(number);
  });

  it.each(["4155552671", "+1 415 555 2671", "+1234", "+911", "", "+0123456789", "tel:+14155552671"])(
    "rejects %s",
    (number) => {
      expect(e164Schema.safeParse(number).success).toBe(false);
    },
  );
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

describe("hardBlockOf, by number type (full metadata)", () => {
  it.each([
    ["+43900123456", "premium_rate"], // Austrian premium rate
    ["+33891123456", "premium_rate"],
    ["+34901123456", "shared_cost"],
    ["+447012345678", "personal_number"], // UK personal numbering (+4470…)
    ["+445512345678", "uan"],
    ["+41860123456789", "voicemail_access"],
    ["+881612345678", "satellite"],
    ["+870773111632", "satellite"],
    ["+883140000001", "international_network"],
    ["+80012345678", "international_network"], // a calling code of no country, not on the list
  ])("blocks %s as %s", (number, reason) => {
    expect(hardBlockOf(number)).toEqual({ reason });
  });

  it.each(["+15005550001", "+447400123456", "+447112345678", "+447911123456", "+4915012345678", "+33142685300"])(
    "lets the ordinary number %s through",
    (number) => {
      expect(hardBlockOf(number)).toBeNull();
    },
  );
});

describe("allowed destination countries", () => {
  it("derives the countries from the caller numbers when none are set", () => {
    expect(allowedCountriesOf([], ["+14155550100", "+442071838750", "+14155550101"])).toEqual(["GB", "US"]);
    expect(allowedCountriesOf(["DE"], ["+14155550100"])).toEqual(["DE"]);
  });

  it("counts UK mobiles of the crown dependencies as GB, and NANP countries apart", () => {
    expect(destinationCountryOf("+447911123456")).toBe("GB");
    expect(isDestinationAllowed("+447400123456", ["GB"])).toBe(true);
    expect(isDestinationAllowed("+16135550123", ["US"])).toBe(false); // Canada
    expect(isDestinationAllowed("+18765550123", ["US"])).toBe(false); // Jamaica
    expect(isDestinationAllowed("+14155552671", ["US"])).toBe(true);
  });
});
