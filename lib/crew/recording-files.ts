import "server-only";
import type { Admin } from "@/lib/server/admin-guard";
import { db } from "@/lib/server/db";
import { PHOTO_TYPES } from "./recording-schema";

// The signature and photos of a crew recording, as the office's browser fetches them from the
// booking's page (behind adminRoute). Only through the booking they belong to: a recording or
// photo of another booking is not found. The bytes were made on a phone, so the browser is told
// their type and never to guess another, and nothing keeps a copy.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notFound = () => Response.json({ error: "Not found" }, { status: 404 });

function image(bytes: Uint8Array, contentType: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": "inline",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

type Params<Keys extends string> = { params: Promise<Record<Keys, string>> };
export type SignatureParams = Params<"id" | "recordingId">;
export type PhotoParams = Params<"id" | "recordingId" | "position">;

/** GET .../recordings/{recordingId}/signature (behind adminRoute). */
export async function signatureHandler(_request: Request, _admin: Admin, context: SignatureParams) {
  const { id, recordingId } = await context.params;
  return signatureResponse(id, recordingId);
}

/** GET .../recordings/{recordingId}/photos/{position} (behind adminRoute). */
export async function photoHandler(_request: Request, _admin: Admin, context: PhotoParams) {
  const { id, recordingId, position } = await context.params;
  return photoResponse(id, recordingId, position);
}

/** The PNG drawn at the door. */
export async function signatureResponse(bookingId: string, recordingId: string) {
  if (!UUID.test(bookingId) || !UUID.test(recordingId)) return notFound();
  const row = await db().crewRecording.findFirst({
    where: { id: recordingId, bookingId },
    select: { signaturePng: true },
  });
  return row?.signaturePng ? image(row.signaturePng, "image/png") : notFound();
}

/** One photo, by its stored position. */
export async function photoResponse(bookingId: string, recordingId: string, position: string) {
  if (!UUID.test(bookingId) || !UUID.test(recordingId) || !/^\d{1,2}$/.test(position)) {
    return notFound();
  }
  const photo = await db().crewPhoto.findFirst({
    where: { recordingId, position: Number(position), recording: { bookingId } },
    select: { bytes: true, contentType: true },
  });
  if (!photo) return notFound();
  // Only the types the phone may send are named; anything else is served as opaque bytes.
  const type = (PHOTO_TYPES as readonly string[]).includes(photo.contentType)
    ? photo.contentType
    : "application/octet-stream";
  return image(photo.bytes, type);
}
