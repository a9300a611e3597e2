import { adjustableClock } from "@/server/clock";

// The clock API key expiry is judged by: authentication, the expiry set at creation or by a roll,
// and the scan that announces keys about to expire. Tests move it to reach an expiry now.
export const keyClock = adjustableClock();
