import type { ApiKeyMode } from "@/server/db/generated/enums";
import { env } from "@/server/env";
import type { ProviderName, TelephonyProvider } from "./provider";
import { simulator } from "./simulator";
import { twilio } from "./twilio";

// Which carrier places a call: test-mode calls only ever reach the simulator.

const PROVIDERS: Record<ProviderName, TelephonyProvider> = { simulator, twilio };

// The carriers are reached through this module: importing one of them first closes an import
// cycle (through the dialer) before it is initialised.
export { carryIncomingCall } from "./simulator";

export function providerForCall(mode: ApiKeyMode): TelephonyProvider {
  return mode === "test" ? simulator : PROVIDERS[env.TELEPHONY_PROVIDER];
}

/** The carriers that price their calls after the fact (TelephonyProvider.callPrice). */
export function billingProviders(): ProviderName[] {
  return (Object.keys(PROVIDERS) as ProviderName[]).filter((name) => PROVIDERS[name].callPrice);
}

/** The provider a callback names, if this deployment has it: Twilio only when its credentials are set. */
export function providerNamed(name: string): TelephonyProvider | null {
  if (name === "twilio" && !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN)) return null;
  return Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name as ProviderName] : null;
}
