// `npm run changelog`: rewrites the deprecations section of CHANGELOG.md from the procedures'
// `deprecated` meta (server/api/deprecation.ts); a test fails while it is out of date.
import { readFileSync, writeFileSync } from "node:fs";

// Loading the router opens a database handle; keep it in memory, not in the repository's .data/.
process.env.DATA_DIR ??= "memory://";
const { appRouter } = await import("../server/api/root");
const { changelogWith, deprecatedOperations } = await import("../server/api/deprecation");

const path = "CHANGELOG.md";
writeFileSync(path, changelogWith(readFileSync(path, "utf8"), deprecatedOperations(appRouter)));
console.log(`wrote ${path}`);
process.exit(0);
