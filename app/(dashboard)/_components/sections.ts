/** A workspace's settings pages, in the navigation's order: the path below /w/{id}, and the label. */
export const WORKSPACE_SECTIONS = [
  ["", "Overview"],
  ["/calls", "Calls"],
  ["/campaigns", "Campaigns"],
  ["/keys", "API keys"],
  ["/agents", "Agents"],
  ["/tools", "Tools"],
  ["/knowledge", "Knowledge"],
  ["/llm", "LLM connections"],
  ["/numbers", "Caller numbers"],
  ["/sources", "Click-to-call"],
  ["/do-not-call", "Do-not-call"],
  ["/webhooks", "Webhooks"],
  ["/leads", "Leads"],
  ["/contacts", "Contacts"],
  ["/team", "Team"],
] as const;
