import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// An Inngest stand-in for a server whose events go elsewhere (INNGEST_BASE_URL): a bench that
// measures the request alone, as a deployment on Inngest Cloud would serve it.

/** Accepts `inngest.send` batches (POST /e/<key>) as Inngest would, and drops them. */
export async function startEventSink() {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ids: [], status: 200 })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
