import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import twilio from "twilio";

// Twilio's REST Calls resource on localhost (svc runs with TELEPHONY_PROVIDER=twilio and
// TWILIO_API_BASE_URL pointing here): records every dial request, the moment it arrived and the
// call it was for, and can play the carrier's signed status callbacks back, so a test sees
// exactly what the carrier would: how many times each call was dialed, and when. It can also fail
// the next creates the ways a real carrier does, before or after it placed the call. A call's
// resource (GET Calls/{sid}.json) has no price until the test gives it one, as Twilio fills it in
// some minutes after the call. Recordings can be started on a live call (POST Calls/{sid}/Recordings.json,
// kept with the request's authorization and time) and deleted (DELETE Recordings/{sid}.json).

export const FAKE_TWILIO = {
  accountSid: "ACfake00000000000000000000000000",
  authToken: "fake-twilio-auth-token",
} as const;

export interface DialRecord {
  callId: string;
  to: string;
  from: string;
  /** Twilio's status of the call, as the calls list reports it. */
  status: string;
  providerCallId: string;
  statusCallback: string;
  /** Date.now() when the dial request arrived. */
  at: number;
  /** The whole dial request. */
  form: URLSearchParams;
}

/**
 * How a create request fails. After placing the call: it never answers (the client times out), it
 * answers 500, or it drops the connection. Without placing anything: 500, or a 400 refusal.
 */
export type CreateFailure =
  "placed_then_silent" | "placed_then_500" | "placed_then_reset" | "unplaced_500" | "refused_400";

export interface FakeTwilio {
  url: string;
  /** The calls placed (a create that failed without placing one is not here). */
  dials: DialRecord[];
  /** Every create request, placed or not, by the call it was for. */
  attempts: { callId: string; at: number }[];
  /** The next create requests fail like this, one each, in order. */
  failCreates(...failures: CreateFailure[]): void;
  /** The next `count` lookups (GET Calls.json) answer 500. */
  failLookups(count: number): void;
  /** The next `count` lookups of one call (GET Calls/{sid}.json, its price) answer 500. */
  failCallLookups(count: number): void;
  /** The next `count` updates of a number's URLs answer 500. */
  failNumberUpdates(count: number): void;
  /** The account's numbers (IncomingPhoneNumbers) by E.164: where each sends its calls. */
  numbers: Map<string, IncomingNumber>;
  /** Updates of live calls (POST Calls/{sid}.json): new TwiML, or Status=completed. */
  updates: { providerCallId: string; form: URLSearchParams }[];
  /** Prices by call sid (Twilio's `price`, a negative decimal string, and `price_unit`). */
  prices: Map<string, { price: string; priceUnit: string }>;
  /** The call sids whose resource was read (GET Calls/{sid}.json), in order. */
  callLookups: string[];
  /** Recordings started on live calls (POST Calls/{sid}/Recordings.json), in order; each is then held in `recordings`. */
  recordingStarts: {
    providerCallId: string;
    recordingSid: string;
    form: URLSearchParams;
    authorization: string;
    at: number;
  }[];
  /** Recordings the account holds (RE… sids); a DELETE removes one, answering 404 for one it does not hold. */
  recordings: Set<string>;
  /** Every DELETE of a recording, in order (sids). */
  recordingDeletes: string[];
  /** The next `count` recording deletes answer 500. */
  failRecordingDeletes(count: number): void;
  /** The next `count` recording starts are refused with `status` (Twilio's own error body), and not kept in `recordingStarts`. */
  refuseRecordingStarts(count: number, status: 400 | 500): void;
  /** Settings for svc's environment. */
  env: Record<string, string>;
  /** Posts ringing → in-progress → completed for a dialed call, signed like Twilio. */
  complete(dial: DialRecord, durationSec?: number): Promise<void>;
  close(): Promise<void>;
}

export interface IncomingNumber {
  sid: string;
  voiceUrl: string;
  statusCallback: string;
}

export interface FakeTwilioOptions {
  /** Play ringing/in-progress/completed callbacks right after each dial. */
  autoComplete?: boolean;
}

async function postStatus(dial: DialRecord, status: string, extra: Record<string, string> = {}): Promise<void> {
  const params = new URLSearchParams({
    CallSid: dial.providerCallId,
    CallStatus: status,
    AccountSid: FAKE_TWILIO.accountSid,
    ...extra,
  });
  const response = await fetch(dial.statusCallback, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(
        FAKE_TWILIO.authToken,
        dial.statusCallback,
        Object.fromEntries(params),
      ),
    },
    body: params,
  });
  if (!response.ok) throw new Error(`status callback ${status} for ${dial.callId} answered ${response.status}`);
}

export async function startFakeTwilio(options: FakeTwilioOptions = {}): Promise<FakeTwilio> {
  const dials: DialRecord[] = [];
  const attempts: FakeTwilio["attempts"] = [];
  const createFailures: CreateFailure[] = [];
  let lookupFailures = 0;
  let callLookupFailures = 0;
  let numberUpdateFailures = 0;
  const updates: FakeTwilio["updates"] = [];
  const numbers = new Map<string, IncomingNumber>();
  const prices: FakeTwilio["prices"] = new Map();
  const callLookups: string[] = [];
  const recordings = new Set<string>();
  const recordingDeletes: string[] = [];
  const recordingStarts: FakeTwilio["recordingStarts"] = [];
  let recordingDeleteFailures = 0;
  let recordingStartRefusals = { count: 0, status: 500 };
  const complete = async (dial: DialRecord, durationSec = 12) => {
    for (const [status, extra] of [
      ["ringing", {}],
      ["in-progress", {}],
      ["completed", { CallDuration: String(durationSec) }],
    ] as const) {
      dial.status = status; // the carrier's state moves on whether or not svc hears about it
      await postStatus(dial, status, extra);
    }
  };
  // GET Calls.json?To=&From=: the account's calls, newest first (how svc asks after a crash).
  const list = (url: URL) => {
    const calls = dials
      .filter((dial) => dial.to === url.searchParams.get("To") && dial.from === url.searchParams.get("From"))
      .reverse()
      .map((dial) => ({
        sid: dial.providerCallId,
        status: dial.status,
        date_created: new Date(dial.at).toUTCString(),
        to: dial.to,
        from: dial.from,
      }));
    return { calls };
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const serverError = () =>
        void res
          .writeHead(500, { "content-type": "application/json" })
          .end(JSON.stringify({ code: 20500, message: "Internal Server Error" }));
      const isCalls = /^\/2010-04-01\/Accounts\/[^/]+\/Calls\.json$/.test(url.pathname);
      const json = (status: number, body: object) =>
        void res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      // IncomingPhoneNumbers: the list filtered by PhoneNumber, and updates of one number's URLs.
      if (/^\/2010-04-01\/Accounts\/[^/]+\/IncomingPhoneNumbers\.json$/.test(url.pathname) && req.method === "GET") {
        const phone = url.searchParams.get("PhoneNumber") ?? "";
        const found = numbers.get(phone);
        return json(200, {
          incoming_phone_numbers: found
            ? [
                {
                  sid: found.sid,
                  phone_number: phone,
                  voice_url: found.voiceUrl,
                  status_callback: found.statusCallback,
                },
              ]
            : [],
        });
      }
      const numberUpdate = url.pathname.match(/^\/2010-04-01\/Accounts\/[^/]+\/IncomingPhoneNumbers\/([^/]+)\.json$/);
      if (numberUpdate && req.method === "POST") {
        if (numberUpdateFailures > 0) {
          numberUpdateFailures--;
          return serverError();
        }
        const entry = [...numbers.values()].find((n) => n.sid === decodeURIComponent(numberUpdate[1]));
        if (!entry) return json(404, { code: 20404, message: "not found" });
        const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
        if (form.has("VoiceUrl")) entry.voiceUrl = form.get("VoiceUrl") ?? "";
        if (form.has("StatusCallback")) entry.statusCallback = form.get("StatusCallback") ?? "";
        return json(200, { sid: entry.sid, voice_url: entry.voiceUrl, status_callback: entry.statusCallback });
      }
      const recording = url.pathname.match(/^\/2010-04-01\/Accounts\/[^/]+\/Recordings\/([^/]+)\.json$/);
      if (recording && req.method === "DELETE") {
        const sid = decodeURIComponent(recording[1]);
        recordingDeletes.push(sid);
        if (recordingDeleteFailures > 0) {
          recordingDeleteFailures--;
          return serverError();
        }
        if (!recordings.delete(sid)) return json(404, { code: 20404, message: "The requested resource was not found" });
        return void res.writeHead(204).end();
      }
      const recordingStart = url.pathname.match(/^\/2010-04-01\/Accounts\/[^/]+\/Calls\/([^/]+)\/Recordings\.json$/);
      if (recordingStart && req.method === "POST") {
        if (recordingStartRefusals.count > 0) {
          recordingStartRefusals.count--;
          if (recordingStartRefusals.status === 500) return serverError();
          return json(400, { code: 21220, message: "Invalid call state for this operation", status: 400 });
        }
        const recordingSid = `RE${randomBytes(16).toString("hex")}`;
        const providerCallId = decodeURIComponent(recordingStart[1]);
        recordingStarts.push({
          providerCallId,
          recordingSid,
          form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
          authorization: req.headers.authorization ?? "",
          at: Date.now(),
        });
        recordings.add(recordingSid);
        return json(201, { sid: recordingSid, call_sid: providerCallId, status: "in-progress" });
      }
      const update = url.pathname.match(/^\/2010-04-01\/Accounts\/[^/]+\/Calls\/([^/]+)\.json$/);
      if (update && req.method === "GET") {
        const sid = decodeURIComponent(update[1]);
        callLookups.push(sid);
        if (callLookupFailures > 0) {
          callLookupFailures--;
          return serverError();
        }
        const priced = prices.get(sid);
        return json(200, {
          sid,
          status: "completed",
          price: priced?.price ?? null,
          price_unit: priced?.priceUnit ?? "USD",
        });
      }
      if (update && req.method === "POST") {
        updates.push({
          providerCallId: decodeURIComponent(update[1]),
          form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
        });
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ sid: update[1], status: "in-progress" }));
        return;
      }
      if (isCalls && req.method === "GET" && lookupFailures > 0) {
        lookupFailures--;
        return serverError();
      }
      if (isCalls && req.method === "GET") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(list(url)));
        return;
      }
      if (req.method !== "POST" || !isCalls) {
        res
          .writeHead(404, { "content-type": "application/json" })
          .end(JSON.stringify({ code: 20404, message: "not found" }));
        return;
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const statusCallback = form.get("StatusCallback") ?? "";
      const callId = new URL(statusCallback).searchParams.get("callId") ?? "";
      attempts.push({ callId, at: Date.now() });
      const failure = createFailures.shift();
      if (failure === "refused_400") {
        res
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ code: 21211, message: "Invalid 'To' Phone Number" }));
        return;
      }
      if (failure === "unplaced_500") return serverError();
      const dial: DialRecord = {
        callId,
        to: form.get("To") ?? "",
        from: form.get("From") ?? "",
        status: "queued",
        providerCallId: `CA${randomBytes(16).toString("hex")}`,
        statusCallback,
        at: Date.now(),
        form,
      };
      dials.push(dial);
      if (failure === "placed_then_silent") return; // the request stays open until svc gives up on it
      if (failure === "placed_then_reset") return void req.socket.destroy();
      if (failure === "placed_then_500") return serverError();
      res
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ sid: dial.providerCallId, status: "queued" }));
      // Like Twilio, callbacks come after the REST answer, on their own connections.
      if (options.autoComplete) setTimeout(() => void complete(dial).catch(() => {}), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dials,
    attempts,
    failCreates: (...failures) => void createFailures.push(...failures),
    failLookups: (count) => void (lookupFailures = count),
    failCallLookups: (count) => void (callLookupFailures = count),
    failNumberUpdates: (count) => void (numberUpdateFailures = count),
    updates,
    numbers,
    prices,
    callLookups,
    recordings,
    recordingStarts,
    recordingDeletes,
    failRecordingDeletes: (count) => void (recordingDeleteFailures = count),
    refuseRecordingStarts: (count, status) => void (recordingStartRefusals = { count, status }),
    env: {
      TELEPHONY_PROVIDER: "twilio",
      TWILIO_API_BASE_URL: url,
      TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
    },
    complete,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
