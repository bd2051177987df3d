import "server-only";
import { db } from "@/lib/server/db";
import { openRuns, type RunSummary } from "./runs";
import { listShredders } from "./shredders";

// What a Destruction page starts with: the active shredders, the member's name as the operator,
// and the runs not yet ended (a phone reloaded mid-run carries on with its run).

export async function runPageData(member: { id: string; email: string }): Promise<{
  shredders: { id: string; name: string }[];
  operator: string;
  openRuns: RunSummary[];
}> {
  const [shredders, user, runs] = await Promise.all([
    listShredders(true),
    db().user.findUnique({ where: { id: member.id }, select: { name: true } }),
    openRuns(),
  ]);
  return {
    shredders: shredders.map(({ id, name }) => ({ id, name })),
    operator: user?.name?.trim() || member.email,
    openRuns: runs,
  };
}
