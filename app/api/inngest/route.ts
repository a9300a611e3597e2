import { inngestHandler } from "@/inngest/serve";
import { ApiError, errorResponse } from "@/server/errors";
import { usesLocalExecutor } from "@/server/jobs/inngest";

// Inngest calls the functions here. With the local executor (no Inngest configured) the handler
// runs unsigned, so it is only reachable in-process and this route answers 404.

const notServed = async () => errorResponse(new ApiError("NOT_FOUND"));

export const { GET, POST, PUT } = usesLocalExecutor
  ? { GET: notServed, POST: notServed, PUT: notServed }
  : inngestHandler;
