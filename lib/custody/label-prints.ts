import "server-only";
import { z } from "zod";
import type { Page } from "@/lib/shared/pagination";
import { db } from "@/lib/server/db";
import { pageOf } from "@/lib/server/paging";
import type { LabelPrintRecord } from "./issue-seals";

// The Seal labels section's list of prints, newest first, a page at a time; and one print, for
// its PDF.

export function labelPrintsPage(page: number): Promise<Page<LabelPrintRecord>> {
  return pageOf(
    page,
    () => db().labelPrint.count(),
    (skip, take) =>
      db().labelPrint.findMany({
        orderBy: [{ printedAt: "desc" }, { firstNumber: "desc" }],
        skip,
        take,
      }),
  );
}

/** A print by its id; null for an id that is not one (a typed address) or not found. */
export async function findLabelPrint(id: string): Promise<LabelPrintRecord | null> {
  if (!z.uuid().safeParse(id).success) return null;
  return db().labelPrint.findUnique({ where: { id } });
}
