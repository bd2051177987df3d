"use server";

import "server-only";
import { todayInLondon } from "@/lib/shared/dates";
import { signTransferNoteSchema, transferNoteMessages } from "@/lib/contracts/transfer-note-schema";
import { liveContractIdFromToken } from "./contract-link";
import { signTransferNote, type TransferNoteState } from "./transfer-notes";
import { publicAction } from "@/lib/server/public-action";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";

// The customer signs the year's waste transfer note on the contract's page. The token is checked
// again here (the page proves nothing to the action), the year must be one the contract runs in,
// and the name, time, address, SIC code and waste hierarchy declaration are recorded once: a
// second signing changes nothing.

const invalidLink = {
  ok: false,
  reason: "validation",
  message: transferNoteMessages.notFound,
} as const;

export const signMyTransferNote = publicAction(
  {
    schema: signTransferNoteSchema,
    deliver: deliverAfterResponse,
    limit: "manage",
    failure: transferNoteMessages.failed,
    label: "sign waste transfer note",
    botAnswer: { year: 0, signedName: null, signedAt: null, sicCode: null } as TransferNoteState,
  },
  async (request, { ip, now }) => {
    const id = await liveContractIdFromToken(request.contract, todayInLondon(now));
    if (!id) return invalidLink;
    const signed = await signTransferNote(id, Number(request.year), {
      name: request.signed_name,
      sicCode: request.sic_code,
      hierarchyDeclared: request.hierarchy,
      ip,
      now,
    });
    return signed.status === "no-such-year" ? invalidLink : { ok: true, data: signed.note };
  },
);
