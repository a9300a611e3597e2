// `prisma generate` needs no schema engine, but the CLI insists that the binary exists; it cannot
// be downloaded on every machine, so point it at any existing file unless one is configured.
import { spawnSync } from "node:child_process";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ||= process.execPath;
const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  stdio: "inherit",
  env,
});
process.exit(result.status ?? 1);
