import { z } from "zod";
import type { Role } from "@/server/auth/schemas";
import { authorized, publicProcedure, transactional } from "../trpc";

// Procedures of the settings UI and the dashboard's reads: signed-in users only (`authorize`
// refuses an API key a role requirement, so none of them is reachable through /v1), acting in the
// workspace `{id}` of their input.

export const workspaceInput = z.object({ id: z.string().min(1) });

function requireRole(minimum: Role) {
  return publicProcedure.use(authorized(() => ({ role: minimum }))).use(({ ctx, next }) => {
    // `authorize` admits only signed-in users to a role requirement.
    if (ctx.principal.kind !== "user" || !ctx.role) throw new Error("a role requirement admitted an API key");
    return next({ ctx: { userId: ctx.principal.userId, role: ctx.role } });
  });
}

/** Reads any member may make. */
export const memberProcedure = requireRole("member");
/** Changes to settings: admins and owners; mutations run in one transaction (`ctx.db`). */
export const adminProcedure = requireRole("admin").use(transactional);
/** People management: owners. */
export const ownerProcedure = requireRole("owner").use(transactional);
