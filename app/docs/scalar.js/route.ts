import { scalarBundle } from "@/server/api/docs";

export async function GET(): Promise<Response> {
  return new Response(new Uint8Array(await scalarBundle()), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
