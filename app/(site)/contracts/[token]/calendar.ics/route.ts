// GET /contracts/{token}/calendar.ics - the contract's schedule as one calendar file (a recurring
// event, its skips and moves, extra collections) for the holder of the contract's link. Importing
// it again updates the entries in place (the same UIDs, a higher SEQUENCE). Any other token is a
// 404 (lib/server/document-not-found.ts).
import { todayInLondon } from "@/lib/shared/dates";
import { contractCalendarFile } from "@/lib/contracts/calendar-file";
import { findOpenContract } from "@/lib/contracts/contract-page";
import { documentNotFound } from "@/lib/server/document-not-found";
import { contractIdFromToken } from "@/lib/server/signed-links";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const today = todayInLondon();
  const id = contractIdFromToken((await params).token, today);
  const contract = id ? await findOpenContract(id, today) : null;
  if (!contract) return documentNotFound();
  const ics = await contractCalendarFile(contract, today);
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="contract-${contract.number}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
