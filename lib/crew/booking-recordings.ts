import "server-only";
import { db } from "@/lib/server/db";
import { officeNoteLabel } from "./recording-texts";
import { crewTexts, notCollectedReasons, type NotCollectedReason } from "./texts";

// What the office sees of the crew's recordings on a booking's page: who recorded
// what, on which phone, by the phone's clock and the server's; the signature and photos are
// served apart (recording-files.ts), so the page carries only their addresses.

export type CrewRecordingView = {
  id: string;
  kind: "arrived" | "collected" | "not_collected";
  /** "Arrived", "Collected", or "Could not collect: Nobody there (note)". */
  what: string;
  state: "applied" | "held" | "resolved";
  heldReason: string | null;
  /** The crew member's name, or their e-mail when they have none. */
  by: string;
  byEmail: string;
  deviceLabel: string;
  recordedAt: Date;
  receivedAt: Date;
  /** The phone's clock when it was not believed (recordedAt is then the server's). */
  phoneClockAt: Date | null;
  signedBy: string | null;
  hasSignature: boolean;
  /** The photos' positions as stored, in order (shown as "Photo 1 of 3" by their place here). */
  photos: number[];
};

const kindLabels = {
  arrived: crewTexts.arrived,
  collected: crewTexts.collected,
  not_collected: crewTexts.couldNotCollect,
} as const;

/**
 * "Could not collect: Other (gate locked). Note for the office: dog in the yard" from the
 * recording's payload as the phone sent it and the note it kept for the office.
 */
function whatOf(
  kind: CrewRecordingView["kind"],
  payload: unknown,
  officeNote: string | null,
): string {
  if (kind !== "not_collected") return kindLabels[kind];
  const { reason, note } = (payload ?? {}) as { reason?: string; note?: string };
  const words =
    reason && reason in notCollectedReasons
      ? notCollectedReasons[reason as NotCollectedReason]
      : null;
  return [
    kindLabels[kind],
    words && `: ${words}`,
    note && ` (${note})`,
    officeNote && `. ${officeNoteLabel}: ${officeNote}`,
  ]
    .filter(Boolean)
    .join("");
}

/** A booking's crew recordings, oldest first, and which one its collection record came from. */
export async function crewRecordingsOf(bookingId: string): Promise<{
  recordings: CrewRecordingView[];
  collectionRecordingId: string | null;
}> {
  const [rows, collection] = await Promise.all([
    db().crewRecording.findMany({
      where: { bookingId },
      orderBy: [{ receivedAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        kind: true,
        state: true,
        heldReason: true,
        deviceLabel: true,
        recordedAt: true,
        receivedAt: true,
        phoneClockAt: true,
        payload: true,
        officeNote: true,
        signedBy: true,
        user: { select: { name: true, email: true } },
        photos: { select: { position: true }, orderBy: { position: "asc" } },
      },
    }),
    db().jobCollection.findUnique({ where: { bookingId }, select: { recordingId: true } }),
  ]);
  // Which have a signature, without reading its bytes.
  const signed = new Set(
    (
      await db().crewRecording.findMany({
        where: { bookingId, signaturePng: { not: null } },
        select: { id: true },
      })
    ).map((row) => row.id),
  );
  return {
    recordings: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      what: whatOf(row.kind, row.payload, row.officeNote),
      state: row.state,
      heldReason: row.heldReason,
      by: row.user.name?.trim() || row.user.email,
      byEmail: row.user.email,
      deviceLabel: row.deviceLabel,
      recordedAt: row.recordedAt,
      receivedAt: row.receivedAt,
      phoneClockAt: row.phoneClockAt,
      signedBy: row.signedBy,
      hasSignature: signed.has(row.id),
      photos: row.photos.map((photo) => photo.position),
    })),
    collectionRecordingId: collection?.recordingId ?? null,
  };
}
