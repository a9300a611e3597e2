// The overview's first call, as a command to paste. The Idempotency-Key comes from openssl, which
// macOS and Linux ship (uuidgen is missing on many Linux machines).

export function quickStartCurl(appUrl: string, workspaceId: string, agentId: string): string {
  return `curl -X POST ${new URL(`/v1/workspaces/${workspaceId}/calls/originate-manual`, appUrl)} \\
  -H "Authorization: Bearer $SVC_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(openssl rand -hex 16)" \\
  -d '{"agentId": "${agentId}", "to": "+14155552671"}'`;
}
