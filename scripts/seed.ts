// `npm run seed`: creates a demo workspace (owner, agent, caller number, live + test keys with all
// scopes, a click-to-call source for http://localhost:4010) and prints its credentials as ONE line
// of JSON, the last line on stdout. The keys' secrets are shown only here.
import { closeDb, dbReady } from "../server/db/client";
import { seedDemoWorkspace } from "../server/demo/seed";

async function main(): Promise<void> {
  await dbReady();
  try {
    const credentials = await seedDemoWorkspace();
    process.stdout.write(`${JSON.stringify(credentials)}\n`);
  } finally {
    await closeDb();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
