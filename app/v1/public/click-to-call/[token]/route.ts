import { handleClickToCall, handleClickToCallPreflight, methodNotAllowed } from "@/server/clicktocall/endpoint";

// The public click-to-call endpoint: more specific than the /v1 catch-all, so it alone answers here.
export const dynamic = "force-dynamic";

export {
  handleClickToCall as POST,
  handleClickToCallPreflight as OPTIONS,
  methodNotAllowed as GET,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
};
