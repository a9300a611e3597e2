import { readFile } from "node:fs/promises";
import path from "node:path";

// The /docs page renders with Scalar's standalone bundle served by svc itself (Scalar's default
// is a public CDN), so the reference works on private networks and offline. (A plain path, not
// require.resolve: the bundler would turn that into a module id.)

const BUNDLE = path.join(process.cwd(), "node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js");
let bundle: Promise<Buffer> | undefined;

export function scalarBundle(): Promise<Buffer> {
  bundle ??= readFile(BUNDLE);
  return bundle;
}
