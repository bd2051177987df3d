import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import {
  collectionReceiptEmails,
  crewEmailSubjects,
  notCollectedEmails,
  type CollectionReceipt,
} from "@/lib/crew/crew-emails";
import { photoHandler, signatureHandler } from "@/lib/crew/recording-files";
import { crewRecordingsOf } from "@/lib/crew/booking-recordings";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { checkAdminWith } from "@/lib/server/admin-guard";
import { adminRoute } from "@/lib/server/admin-route";
import { db } from "@/lib/server/db";
import { enqueueEmail } from "@/lib/server/mail/outbox";
import { manageUrl } from "@/lib/server/signed-links";
import { sampleCrewSignaturePng, sampleSignaturePng } from "../../prisma/seed-data/sample-receipt";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { sessionCookieFor } from "../support/session-cookie";
import { readPdf } from "../support/pdf-reader";

// What the customer and the office see of a crew recording, against PostgreSQL: the
// rows are planted as the recording's transaction leaves them (a booking, a crew member, a
// CrewRecording with its signature and photos, the JobCollection that came from it); then the
// receipt e-mail with its one-page PDF, the could-not-collect e-mail, the office's view, and the
// Office-only routes serving the signature and photos.

const today = todayInLondon();
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
const collectedAt = new Date("2026-11-20T10:40:00Z");

function pdfText(pdf: Buffer): { text: string; pages: number } {
  const { text, pages } = readPdf(pdf, "raw");
  return { text: text.replace(/\s+/g, " "), pages };
}

async function plantUser(email: string, name: string | null, role: "admin" | "crew" | null) {
  const user = await db().user.create({
    data: {
      email,
      name,
      passwordHash: "not-used",
      ...(role ? { roles: { create: { role } } } : {}),
    },
  });
  return user.id;
}

/** A booking collected by the crew: the recording, its signature and photos, the collection record. */
async function plantCrewCollection(reference: string, crewId: string, photos = 3) {
  const bookingId = await plantJob(reference, {
    day: today,
    status: "collected",
    name: "Jo Bloggs",
    company: "Bloggs Dental Ltd",
    address: "12 Saddler Street, Durham DH1 3NP",
    bags: 2,
  });
  const recording = await db().crewRecording.create({
    data: {
      idempotencyKey: randomUUID(),
      bookingId,
      userId: crewId,
      kind: "collected",
      deviceId: "device-0001",
      deviceLabel: "Pixel 8 (Chrome 131)",
      recordedAt: collectedAt,
      receivedAt: new Date(collectedAt.getTime() + 3 * 60_000),
      payload: { seals: ["S-100231", "S-100232"], count: 2, weightKg: 12.5 },
      signedBy: "J. Bloggs",
      signaturePng: sampleSignaturePng,
      crewSignaturePng: sampleCrewSignaturePng,
      state: "applied",
      photos: {
        create: Array.from({ length: photos }, (_, i) => ({
          position: i + 1,
          contentType: "image/jpeg",
          bytes: Buffer.concat([JPEG, Buffer.from([i])]),
        })),
      },
    },
  });
  await db().jobCollection.create({
    data: {
      bookingId,
      quantity: 2,
      weightKg: "12.5",
      sealNumbers: "S-100231, S-100232",
      operative: "Sam Carter",
      collectedAt,
      recordedBy: "crew@example.com",
      recordingId: recording.id,
    },
  });
  return { bookingId, recordingId: recording.id };
}

/** The receipt as the recording's transaction states it, read from the planted rows. */
async function receiptOf(bookingId: string): Promise<CollectionReceipt> {
  const booking = await db().booking.findUniqueOrThrow({
    where: { id: bookingId },
    include: { collection: { include: { recording: true } } },
  });
  const collection = booking.collection!;
  const recording = collection.recording!;
  return {
    bookingId,
    reference: booking.reference,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    companyName: booking.companyName,
    address: booking.collectionAddress,
    manageUrl: manageUrl(bookingId, today),
    whatCollected: `${collection.quantity} bags`,
    count: collection.quantity,
    weightKg: Number(collection.weightKg),
    seals: collection.sealNumbers!.split(", "),
    collectedAt: collection.collectedAt,
    operative: collection.operative,
    signedBy: recording.signedBy!,
    signaturePng: recording.signaturePng && Buffer.from(recording.signaturePng),
    crewSignaturePng: recording.crewSignaturePng && Buffer.from(recording.crewSignaturePng),
  };
}

let crewId = "";
beforeEach(async () => {
  await resetDatabase();
  crewId = await plantUser("crew@example.com", "Sam Carter", "crew");
});

describe("the collection receipt e-mail", () => {
  it("states the seals, the time, the operative, the signer and the manage link, with a one-page PDF holding them", async () => {
    const { bookingId } = await plantCrewCollection("NESS-RCPT01", crewId);
    const receipt = await receiptOf(bookingId);
    const [email, ...others] = await collectionReceiptEmails(receipt);
    expect(others).toEqual([]);
    expect(email!.subject).toBe("Collection receipt NESS-RCPT01");
    expect(email!.subject).toBe(crewEmailSubjects.receipt("NESS-RCPT01"));
    expect(email!.to).toBe("ness-rcpt01@example.test");
    for (const body of [email!.html, email!.text]) {
      expect(body).toContain("S-100231, S-100232");
      expect(body).toContain("Security seal numbers (2)");
      expect(body).toContain("2 bags");
      // 10:40 UTC in November is 10:40 in London.
      expect(body).toContain("Friday 20 November 2026, 10:40");
      expect(body).toContain("Sam Carter");
      expect(body).toContain("J. Bloggs");
      expect(body).toContain(receipt.manageUrl);
    }
    expect(email!.html).toContain(site.name);

    const [attachment] = email!.attachments!;
    expect(attachment).toMatchObject({
      filename: "receipt-NESS-RCPT01.pdf",
      contentType: "application/pdf",
    });
    const pdf = Buffer.from((attachment as { content: string }).content, "base64");
    const { text, pages } = pdfText(pdf);
    expect(pages).toBe(1);
    for (const fact of [
      "Collection Receipt",
      "NESS-RCPT01",
      "Security seal numbers (2)",
      "S-100231, S-100232",
      "Friday 20 November 2026, 10:40",
      "Sam Carter",
      "J. Bloggs",
      "Jo Bloggs",
      "Bloggs Dental Ltd",
      "12.5 kg",
    ]) {
      expect(text).toContain(fact);
    }
    // The link is printed whole (the text extractor may part it where a line could break).
    expect(text.replace(/\s/g, "")).toContain(receipt.manageUrl);
    // Both signatures are drawn on it as images, not replaced by the fallback line: the
    // customer's, and the crew member's under their name.
    expect(text).not.toContain("Signature kept on record");
    expect(text).toMatch(/Signed at the door\s+Customer\s+J\. Bloggs\s+Crew member\s+Sam Carter/);
    const images = (file: Buffer) => file.toString("latin1").split("/Subtype /Image").length - 1;
    expect(images(pdf)).toBeGreaterThanOrEqual(2);
    // Without the crew member's signature there is one picture fewer, and the fallback line.
    const [unsigned] = await collectionReceiptEmails({ ...receipt, crewSignaturePng: null });
    const unsignedPdf = Buffer.from(
      (unsigned!.attachments![0] as { content: string }).content,
      "base64",
    );
    expect(images(unsignedPdf)).toBeLessThan(images(pdf));
    expect(pdfText(unsignedPdf).text).toContain("Signature kept on record");

    // Queued in a transaction, as the recording queues it: the PDF travels with the row.
    await db().$transaction((tx) => enqueueEmail(tx, { ...email!, bookingId }));
    const row = await db().outboxEmail.findFirstOrThrow({ where: { bookingId } });
    expect(row.subject).toBe("Collection receipt NESS-RCPT01");
    expect(row.attachments).toEqual(email!.attachments);
  });

  it("keeps 500 long seal numbers and the longest address on one page, with their count and how many more the e-mail lists", async () => {
    const { bookingId } = await plantCrewCollection("NESS-RCPT02", crewId, 0);
    const seals = Array.from({ length: 500 }, (_, i) => `SEAL-${String(i).padStart(25, "0")}`);
    // With the longest name, company and address the booking form takes.
    const receipt = {
      ...(await receiptOf(bookingId)),
      customerName: "Jo ".repeat(33),
      companyName: "Bloggs ".repeat(14),
      address: "12 Long Street, ".repeat(31),
      seals,
      signaturePng: null,
    };
    const [email] = await collectionReceiptEmails(receipt);
    const { text, pages } = pdfText(
      Buffer.from((email!.attachments![0] as { content: string }).content, "base64"),
    );
    expect(pages).toBe(1);
    expect(text).toContain("Security seal numbers (500)");
    expect(text).toContain(seals[0]!);
    expect(text).toMatch(/and \d+ more, all listed in the e-mail/);
    // The signer and the footer are still on the page below the list.
    expect(text).toContain("J. Bloggs");
    expect(text).toContain("Signature kept on record");
    expect(text).toContain(site.phone.display);
    // The e-mail itself lists every one.
    expect(email!.text).toContain(seals[499]!);
  });

  it("fits a list of 120 ordinary seals whole, in smaller type", async () => {
    const { bookingId } = await plantCrewCollection("NESS-RCPT03", crewId, 0);
    const seals = Array.from({ length: 120 }, (_, i) => `S-${200000 + i}`);
    const [email] = await collectionReceiptEmails({ ...(await receiptOf(bookingId)), seals });
    const { text, pages } = pdfText(
      Buffer.from((email!.attachments![0] as { content: string }).content, "base64"),
    );
    expect(pages).toBe(1);
    expect(text).toContain("S-200000");
    expect(text).toContain("S-200119");
    expect(text).not.toContain("more, all listed in the e-mail");
  });
});

describe("the could-not-collect e-mail", () => {
  it("gives the reason in words, the note, a button to choose a new date and the office's phone", async () => {
    const bookingId = await plantJob("NESS-MISS01", { day: today, name: "Jo Bloggs" });
    const url = manageUrl(bookingId, today);
    const [email, ...others] = notCollectedEmails({
      bookingId,
      reference: "NESS-MISS01",
      customerName: "Jo Bloggs",
      customerEmail: "ness-miss01@example.test",
      manageUrl: url,
      reason: "access_refused",
      note: "Reception was closed",
      at: new Date("2026-11-20T09:30:00Z"),
    });
    expect(others).toEqual([]);
    expect(email!.subject).toBe("We could not collect today (NESS-MISS01)");
    expect(email!.to).toBe("ness-miss01@example.test");
    for (const body of [email!.html, email!.text]) {
      expect(body).toContain("Access refused");
      expect(body).toContain("Reception was closed");
      expect(body).toContain("Friday 20 November 2026, 09:30");
      expect(body).toContain("Choose a new date");
      expect(body).toContain(url);
      expect(body).toContain(site.phone.display);
    }
    expect(email!.html).toMatch(
      new RegExp(`<a href="${url.replace(/[.?]/g, "\\$&")}"[^>]*>Choose a new date</a>`),
    );
  });
});

describe("the office's view of a crew recording", () => {
  it("names who recorded it, the phone, both clocks, the signer, the photos and every recording of the job", async () => {
    const { bookingId, recordingId } = await plantCrewCollection("NESS-VIEW01", crewId);
    await db().crewRecording.create({
      data: {
        idempotencyKey: randomUUID(),
        bookingId,
        userId: crewId,
        kind: "not_collected",
        deviceId: "device-0001",
        deviceLabel: "Pixel 8 (Chrome 131)",
        recordedAt: new Date(collectedAt.getTime() - 86_400_000),
        receivedAt: new Date(collectedAt.getTime() - 86_400_000),
        payload: { reason: "other", note: "Gate locked" },
        state: "held",
        heldReason: "The job was changed",
      },
    });
    const view = await crewRecordingsOf(bookingId);
    expect(view.collectionRecordingId).toBe(recordingId);
    expect(view.recordings.map((r) => [r.what, r.state, r.heldReason])).toEqual([
      ["Could not collect: Other (Gate locked)", "held", "The job was changed"],
      ["Collected", "applied", null],
    ]);
    expect(view.recordings[1]).toMatchObject({
      id: recordingId,
      by: "Sam Carter",
      byEmail: "crew@example.com",
      deviceLabel: "Pixel 8 (Chrome 131)",
      recordedAt: collectedAt,
      receivedAt: new Date(collectedAt.getTime() + 3 * 60_000),
      signedBy: "J. Bloggs",
      hasSignature: true,
      photos: [1, 2, 3],
    });
    expect(view.recordings[0]!.hasSignature).toBe(false);
  });
});

describe("the signature and photo routes", () => {
  /** The route as the office's browser calls it, with the session cookie of `uid` (or none). */
  const asCaller = (uid: string | null) => async () =>
    checkAdminWith(
      uid ? await sessionCookieFor({ uid, email: "who@example.com", sv: 1, isAdmin: true }) : {},
    );
  const signature = (uid: string | null, id: string, recordingId: string) =>
    adminRoute(signatureHandler, asCaller(uid))(
      new Request(`http://localhost${paths.adminRecordingSignature(id, recordingId)}`),
      { params: Promise.resolve({ id, recordingId }) },
    );
  const photo = (uid: string | null, id: string, recordingId: string, position: string) =>
    adminRoute(photoHandler, asCaller(uid))(new Request("http://localhost/"), {
      params: Promise.resolve({ id, recordingId, position }),
    });

  it("give the Office the bytes, private and typed, and nothing of another booking", async () => {
    const officeId = await plantUser("office@example.com", "Office", "admin");
    const { bookingId, recordingId } = await plantCrewCollection("NESS-FILE01", crewId);
    const other = await plantCrewCollection("NESS-FILE02", crewId);

    const png = await signature(officeId, bookingId, recordingId);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("cache-control")).toBe("private, no-store");
    expect(png.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await png.arrayBuffer()).equals(sampleSignaturePng)).toBe(true);

    const second = await photo(officeId, bookingId, recordingId, "2");
    expect(second.status).toBe(200);
    expect(second.headers.get("content-type")).toBe("image/jpeg");
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await second.arrayBuffer())).toEqual(
      Buffer.concat([JPEG, Buffer.from([1])]),
    );

    // Another booking's recording through this booking's address, a missing photo, nonsense.
    expect((await photo(officeId, bookingId, other.recordingId, "1")).status).toBe(404);
    expect((await signature(officeId, bookingId, other.recordingId)).status).toBe(404);
    expect((await photo(officeId, bookingId, recordingId, "4")).status).toBe(404);
    expect((await photo(officeId, bookingId, recordingId, "../1")).status).toBe(404);
    expect((await signature(officeId, "not-a-booking", recordingId)).status).toBe(404);
  });

  it("refuse a stranger, a user without a role and a Crew member", async () => {
    const { bookingId, recordingId } = await plantCrewCollection("NESS-FILE03", crewId);
    const rolelessId = await plantUser("nobody@example.com", null, null);
    const strangerPhoto = await photo(null, bookingId, recordingId, "1");
    expect(strangerPhoto.status).toBe(401);
    expect((await signature(null, bookingId, recordingId)).status).toBe(401);
    for (const uid of [rolelessId, crewId]) {
      const refusedPhoto = await photo(uid, bookingId, recordingId, "1");
      const refusedSignature = await signature(uid, bookingId, recordingId);
      expect([refusedPhoto.status, refusedSignature.status]).toEqual([403, 403]);
      expect(refusedPhoto.headers.get("content-type")).toMatch(/json/);
      expect(await refusedSignature.json()).toEqual({ error: "Forbidden" });
    }
  });
});
