// The composition root of the server process: the one place that wires the domain (server/) to
// the Inngest functions (inngest/), which the domain never imports.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    const { startServer } = await import("./server/startup");
    await startServer({
      localExecutor: {
        lead: async () => (await import("./inngest/local-executor/start")).startLocalExecutor(),
        abdicate: async () => (await import("./inngest/local-executor/start")).stopLocalExecutor(),
      },
    });
  } catch (error) {
    // A server that cannot start must not look alive: scripts/serve.mjs exits non-zero before it
    // listens. A configuration error (server/env.ts) names its variables, an embedded database
    // another process owns (server/db/data-dir-owner.ts) says which; anything else shows its stack.
    const explained = error instanceof Error && ["EnvError", "DataDirInUseError"].includes(error.name);
    console.error(explained ? (error as Error).message : error);
    Object.assign(globalThis, { __svcStartupFailed: true });
  }
}
