// The composition root of the server process: the one place that wires the domain (server/) to
// the Inngest functions (inngest/), which the domain never imports.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./server/startup");
  await startServer({
    startLocalExecutor: async () => (await import("./inngest/local-executor/start")).startLocalExecutor(),
  });
}
