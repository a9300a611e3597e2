import { serveV1 } from "@/server/http/facade";
import { serveProcedures } from "@/server/http/procedures";

// Every /v1 path not served by a more specific route: the REST facade over the app router.
export const dynamic = "force-dynamic";

const handle = (request: Request) => serveV1(request, serveProcedures);

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
