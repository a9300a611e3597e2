import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "@/server/logger";

// A log line never holds a whole phone number or a secret (docs/privacy.md).

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ ...loggerOptions, level: "info" }, stream), text: () => lines.join("") };
}

describe("log lines", () => {
  it("mask phone numbers in fields, messages and errors, and hide secrets", () => {
    const { log, text } = capture();
    log.info({ to: "+14155552671", call: { from: "+442071838750" }, phoneNumber: "+14155550199" }, "dialed");
    log.warn({ err: new Error("Twilio refused +1 415 555 2672 as To") }, "could not dial +14155552673");
    log.warn({ err: "the number +14155552674 is blocked" }, "failed");
    log.info({ apiKey: "svc_sk_live_abc", tool: { secret: "whsec_x" }, headers: { authorization: "Bearer y" } }, "k");
    log.info({ numbers: 3, attempt: { number: 2 } }, "counts stay");
    const out = text();
    for (const whole of ["4155552671", "2071838750", "4155550199", "415 555 2672", "4155552673", "4155552674"])
      expect(out).not.toContain(whole);
    expect(out).toContain("+1415555••••");
    expect(out).toContain("+44207183••••");
    for (const secret of ["svc_sk_live_abc", "whsec_x", "Bearer y"]) expect(out).not.toContain(secret);
    expect(out).toContain('"numbers":3');
    expect(out).toContain('"number":2');
  });
});
