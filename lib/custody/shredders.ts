import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { custodyTexts as texts } from "./custody-texts";

// The facility's shredders, kept in the settings: the office adds one and retires it;
// a retired shredder is no longer offered for a new run but stays on the runs that used it.

export type ShredderRow = { id: string; name: string; active: boolean };

export function listShredders(onlyActive = false): Promise<ShredderRow[]> {
  return db().shredder.findMany({
    where: onlyActive ? { active: true } : undefined,
    orderBy: [{ active: "desc" }, { name: "asc" }],
    select: { id: true, name: true, active: true },
  });
}

/** Adds a shredder (or brings a retired one of that name back); refused when the name is in use. */
export async function addShredder(
  name: string,
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  const existing = await db().shredder.findUnique({ where: { name } });
  if (existing?.active) return { ok: false, message: texts.shredderExists(name) };
  if (existing) {
    await db().shredder.update({ where: { id: existing.id }, data: { active: true } });
    return { ok: true, id: existing.id };
  }
  try {
    const { id } = await db().shredder.create({ data: { name }, select: { id: true } });
    return { ok: true, id };
  } catch (error) {
    // Two offices adding the same name at once: the unique name answers the second.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return { ok: false, message: texts.shredderExists(name) };
    }
    throw error;
  }
}

export async function retireShredder(id: string): Promise<void> {
  await db().shredder.updateMany({ where: { id }, data: { active: false } });
}
