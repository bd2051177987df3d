import "server-only";
import { db } from "@/lib/server/db";
import { contractIdFromToken } from "@/lib/server/signed-links";
import { contractOpen } from "./visit-changes";

// The contract's signed link (/contracts/{token}) works until the contract ends: a token that
// does not verify, an unknown contract, or one ended on or before `today` is not found.

export async function liveContractIdFromToken(
  token: string,
  today: string,
): Promise<string | null> {
  const id = contractIdFromToken(token, today);
  if (!id) return null;
  const contract = await db().contract.findUnique({
    where: { id },
    select: { status: true, statusFrom: true },
  });
  return contract && contractOpen(contract, today) ? id : null;
}
