// `{{variables}}` in an agent's first message and instructions, filled from the call: the
// `variables` given on POST .../calls, and `name` (the contact's, or the click-to-call visitor's)
// unless the call sets its own. An unknown variable is left out rather than read aloud as braces.

export type CallVariables = Record<string, string>;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

export function fillVariables(template: string, variables: CallVariables): string {
  return template.replace(PLACEHOLDER, (_, name: string) => (Object.hasOwn(variables, name) ? variables[name] : ""));
}

/** The variables of a call: its own, plus the callee's name when it has none of that name. */
export function callVariables(given: unknown, calleeName: string | null | undefined): CallVariables {
  const own = given && typeof given === "object" ? (given as CallVariables) : {};
  return calleeName && !Object.hasOwn(own, "name") ? { name: calleeName, ...own } : { ...own };
}
