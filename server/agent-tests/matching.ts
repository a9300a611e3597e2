import { isDeepStrictEqual } from "node:util";

// "Arguments that hold these", for tool mocks and the toolCalled expectation: each expected key's
// value equal to the actual one, objects compared key by key the same way (the actual object may
// have more keys); arrays and every other value must be equal.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function holds(expected: unknown, actual: unknown): boolean {
  if (isObject(expected) && isObject(actual))
    return Object.entries(expected).every(([key, value]) => key in actual && holds(value, actual[key]));
  return isDeepStrictEqual(expected, actual);
}
