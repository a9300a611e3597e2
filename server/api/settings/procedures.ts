import { z } from "zod";
import { findMembership, roleAtLeast } from "@/server/auth/membership";
import type { Role } from "@/server/auth/schemas";
import { ApiError } from "@/server/errors";
import { middleware, publicProcedure, transactional } from "../trpc";

// Procedures of the settings UI: signed-in users only (never an API key, so none of them is
// reachable through /v1), acting in the workspace `{id}` of their input.

export const workspaceInput = z.object({ id: z.string().min(1) });

function requireRole(minimum: Role) {
  return middleware(async ({ ctx, getRawInput, next }) => {
    const principal = await ctx.authenticate();
    if (principal.kind !== "user") throw new ApiError("FORBIDDEN", "Settings are managed by signed-in users.");
    const parsed = workspaceInput.safeParse(await getRawInput());
    const membership = parsed.success ? await findMembership(principal.userId, parsed.data.id) : null;
    // Workspaces of others are invisible, not forbidden.
    if (!membership) throw new ApiError("NOT_FOUND");
    if (!roleAtLeast(membership.role, minimum)) throw new ApiError("FORBIDDEN", `Only a workspace ${minimum} can do this.`);
    return next({ ctx: { userId: principal.userId, workspaceId: membership.workspaceId, role: membership.role } });
  });
}

/** Reads any member may make. */
export const memberProcedure = publicProcedure.use(requireRole("member"));
/** Changes to settings: admins and owners; mutations run in one transaction (`ctx.db`). */
export const adminProcedure = publicProcedure.use(requireRole("admin")).use(transactional);
/** People management: owners. */
export const ownerProcedure = publicProcedure.use(requireRole("owner")).use(transactional);
