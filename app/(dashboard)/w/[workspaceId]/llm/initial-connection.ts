/** What a required LLM connection picker starts on: the saved one, else the workspace's only one. */
export function initialConnectionId(saved: string | null | undefined, connections: readonly { id: string }[]): string {
  return saved ?? (connections.length === 1 ? connections[0].id : "");
}
