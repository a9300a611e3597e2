import { Prisma, type Db } from "@/server/db/client";
import { ApiError } from "@/server/errors";
import type { CallerNumberInput } from "./inputs";

// The numbers a workspace may call from (caller ids). A call's `from` must be one of them.

export function listCallerNumbers(db: Db, workspaceId: string) {
  return db.callerNumber.findMany({
    where: { workspaceId },
    orderBy: { createdAt: "asc" },
    include: { _count: { select: { agents: true } } },
  });
}

export async function addCallerNumber(db: Db, workspaceId: string, input: CallerNumberInput) {
  try {
    return await db.callerNumber.create({ data: { ...input, workspaceId }, select: { id: true, number: true } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ApiError("CONFLICT", "This number is already in the workspace.", {
        details: { issues: [{ path: "number", message: "Already added" }] },
      });
    }
    throw error;
  }
}

/** Agents that used it as their default fall back to naming `from` per call. */
export async function removeCallerNumber(db: Db, workspaceId: string, numberId: string): Promise<void> {
  const { count } = await db.callerNumber.deleteMany({ where: { id: numberId, workspaceId } });
  if (!count) throw new ApiError("NOT_FOUND", "No caller number with this id in this workspace.");
}
