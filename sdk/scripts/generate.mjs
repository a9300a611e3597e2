// Regenerates src/generated/openapi.ts from the server's OpenAPI document, built by the server code
// itself (no running server needed). Run from sdk/: `npm run generate`.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

const repo = path.resolve(import.meta.dirname, "../..");
// Building the document touches no data, but loading the server modules opens a database: keep it
// in memory rather than in the repo's .data/ (which a running dev server may hold).
process.env.DATA_DIR ??= "memory://";
process.chdir(repo);
const load = (file) =>
  tsImport(path.join(repo, file), { parentURL: import.meta.url, tsconfig: path.join(repo, "tsconfig.json") });

const { openApiDocument } = await load("server/api/openapi.ts");
const { renderOpenApiTypes, GENERATED_TYPES_PATH } = await load("sdk/scripts/openapi-types.ts");
writeFileSync(path.join(repo, GENERATED_TYPES_PATH), await renderOpenApiTypes(openApiDocument()));
console.log(`wrote ${GENERATED_TYPES_PATH}`);
// The server modules hold database and Redis handles open.
process.exit(0);
