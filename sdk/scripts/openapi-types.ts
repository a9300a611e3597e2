// Renders /v1/openapi.json as TypeScript with openapi-typescript. Shared by the generator
// (scripts/generate.mjs) and the staleness test (tests/integration/sdk-openapi-types.test.ts), so
// both produce byte-identical output.

import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

export const GENERATED_TYPES_PATH = "sdk/src/generated/openapi.ts";

const HEADER = `// Generated from GET /v1/openapi.json by sdk/scripts/generate.mjs (openapi-typescript).
// Do not edit: change the API, then run \`npm run generate\` in sdk/.

`;

export async function renderOpenApiTypes(document: object): Promise<string> {
  // openapi-typescript resolves $refs in place: give it a copy, never the server's cached document.
  const ast = await openapiTS(structuredClone(document) as OpenAPI3, { silent: true });
  return HEADER + astToString(ast);
}
