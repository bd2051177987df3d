import { beforeEach, describe, expect, it } from "vitest";
import { applyRecording } from "@/lib/crew/apply-recording";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { applyHeldRecording, discardHeldRecording } from "@/lib/crew/held-recordings";
import { heldRecordings } from "@/lib/crew/recording-attention";
import { heldReasons, recordingAnswerTexts } from "@/lib/crew/recording-texts";
import { crewTexts } from "@/lib/crew/texts";
import { asDay } from "@/lib/shared/db-day";
import { dayOfWeek, nextDay, parseLondonDateTime } from "@/lib/shared/dates";
import { cancelBookingAs } from "@/lib/booking-flows/lifecycle";
import { attentionCounts } from "@/lib/office/today";
import { db } from "@/lib/server/db";
import { contractIdFromToken } from "@/lib/server/signed-links";
import { makeContract } from "../support/contracts";
import { plantJob } from "../support/bookings";
import {
  today,
  office,
  signature,
  crewSignature,
  photoA,
  photoB,
  recording,
  collected,
  freshStaff,
  job,
  manageLinkIn,
  outbox,
} from "../support/crew-recordings";

// A Collected recording sent by the phone, applied against PostgreSQL: the collection record
// with its history, photos, signature and receipt in one transaction; once per idempotency key;
// held for the office when the job changed (crew-recording-rules.test.ts has the other rules).

let alex: CrewMember;

beforeEach(async () => {
  ({ alex } = await freshStaff());
});

describe("a collected recording", () => {
  it("becomes the job's collection record, with its history row, photos, signature and the receipt e-mail", async () => {
    const id = await job("NESS-CREW01", alex.id);
    const sent = await collected(id);
    const outcome = await applyRecording(alex, sent);
    expect(outcome).toMatchObject({
      httpStatus: 201,
      answer: { status: "applied", message: recordingAnswerTexts.applied },
      mailed: true,
    });
    const recordingId = (outcome.answer as { recordingId: string }).recordingId;

    const booking = await db().booking.findUniqueOrThrow({
      where: { id },
      include: { collection: true, events: true },
    });
    expect(booking.status).toBe("collected");
    expect(booking.collection).toMatchObject({
      quantity: 2,
      sealNumbers: sent.seals.join(", "),
      operative: "Alex Crew",
      collectedAt: new Date(sent.recordedAt),
      recordedBy: "alex@example.test",
      recordingId,
    });
    expect(booking.collection!.weightKg!.toString()).toBe("12.5");
    expect(booking.events.map((e) => [e.kind, e.actor, e.actorEmail])).toEqual([
      ["collected", "crew", "alex@example.test"],
    ]);

    const stored = await db().crewRecording.findUniqueOrThrow({
      where: { id: recordingId },
      include: { photos: { orderBy: { position: "asc" } } },
    });
    expect(stored).toMatchObject({
      idempotencyKey: sent.key,
      kind: "collected",
      state: "applied",
      userId: alex.id,
      deviceLabel: "Pixel 8",
      signedBy: "Pat Customer",
    });
    expect(Buffer.from(stored.signaturePng!)).toEqual(signature);
    expect(Buffer.from(stored.crewSignaturePng!)).toEqual(crewSignature);
    // Kept in their columns, not in the payload as well.
    expect(JSON.stringify(stored.payload)).not.toContain(crewSignature.toString("base64"));
    expect(stored.photos.map((p) => [p.position, p.contentType, Buffer.from(p.bytes)])).toEqual([
      [0, "image/jpeg", photoA],
      [1, "image/webp", photoB],
    ]);
    // The payload keeps what was recorded, not the bytes.
    expect(stored.payload).toMatchObject({ seals: sent.seals, photoCount: 2 });
    expect(sent.seals[0]).toMatch(/^S-\d{6}$/);
    expect(JSON.stringify(stored.payload)).not.toContain(photoA.toString("base64"));

    const emails = await outbox(id);
    expect(emails.map((e) => [e.subject, e.toAddress])).toEqual([
      ["Collection receipt NESS-CREW01", "ness-crew01@example.test"],
    ]);
    expect(manageLinkIn(emails[0]!.html)).toBe(id);
  });

  it("of a contract visit links the receipt to the contract's page", async () => {
    let monday = nextDay(today);
    while (dayOfWeek(monday) !== 1) monday = nextDay(monday);
    const contract = await makeContract(today, { start_day: monday });
    const visit = await db().booking.findFirstOrThrow({
      where: { contractId: contract.id },
      orderBy: { selectedDate: "asc" },
    });
    // Recorded on the visit's day.
    const onTheDay = parseLondonDateTime(`${asDay(visit.selectedDate)}T10:00`)!;
    const outcome = await applyRecording(
      alex,
      await recording(visit.id, "collected", { recordedAt: onTheDay.toISOString() }),
      new Date(onTheDay.getTime() + 60_000),
    );
    expect(outcome.answer.status).toBe("applied");
    const [receipt] = await db().outboxEmail.findMany({
      where: { bookingId: visit.id, subject: { startsWith: "Collection receipt" } },
    });
    const token = /\/contracts\/([A-Za-z0-9_-]+)"/.exec(receipt!.html)?.[1];
    expect(token && contractIdFromToken(token, today)).toBe(contract.id);
  });

  it("stores nothing when the receipt e-mail cannot be queued", async () => {
    const id = await job("NESS-CREW02");
    await db().$executeRawUnsafe(`
      create or replace function refuse_receipts() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused'; end $$`);
    await db().$executeRawUnsafe(`
      create trigger refuse_receipts before insert on outbox_emails
      for each row when (new.subject like 'Collection receipt%') execute function refuse_receipts()`);
    try {
      await expect(applyRecording(alex, await recording(id, "collected"))).rejects.toThrow();
    } finally {
      await db().$executeRawUnsafe(`drop trigger refuse_receipts on outbox_emails`);
      await db().$executeRawUnsafe(`drop function refuse_receipts()`);
    }
    const booking = await db().booking.findUniqueOrThrow({
      where: { id },
      include: { collection: true, events: true },
    });
    expect(booking.status).toBe("confirmed");
    expect(booking.collection).toBeNull();
    expect(booking.events).toEqual([]);
    expect(await db().crewRecording.count()).toBe(0);
    expect(await db().crewPhoto.count()).toBe(0);
  });

  it("sent twice is stored once, and the second answer says duplicate with the stored state", async () => {
    const id = await job("NESS-CREW03");
    const sent = await recording(id, "collected");
    const first = await applyRecording(alex, sent);
    const second = await applyRecording(alex, sent);
    expect(second).toEqual({
      httpStatus: 200,
      answer: {
        status: "duplicate",
        recordingId: (first.answer as { recordingId: string }).recordingId,
        state: "applied",
        message: recordingAnswerTexts.duplicate,
      },
      mailed: false,
    });
    expect(await db().crewRecording.count()).toBe(1);
    expect(await db().bookingEvent.count({ where: { bookingId: id } })).toBe(1);
    expect(await outbox(id)).toHaveLength(1);
  });

  it("sent twice at the same moment is stored once", async () => {
    const id = await job("NESS-CREW04");
    const sent = await recording(id, "collected");
    const answers = await Promise.all([applyRecording(alex, sent), applyRecording(alex, sent)]);
    expect(answers.map((a) => a.answer.status).sort()).toEqual(["applied", "duplicate"]);
    expect(await db().crewRecording.count()).toBe(1);
    expect(await db().jobCollection.count()).toBe(1);
    expect(await outbox(id)).toHaveLength(1);
  });

  it("for a job cancelled meanwhile is held for the office, changes nothing else, and shows on Today", async () => {
    const id = await job("NESS-CREW05");
    const sent = await recording(id, "collected");
    expect((await cancelBookingAs(office, id, new Date())).ok).toBe(true);
    const emailsBefore = (await outbox(id)).length;

    const outcome = await applyRecording(alex, sent);
    expect(outcome.answer).toMatchObject({ status: "held", message: crewTexts.held });
    const stored = await db().crewRecording.findFirstOrThrow({ include: { photos: true } });
    expect(stored).toMatchObject({ state: "held", heldReason: heldReasons.cancelled });
    // The evidence is kept for the office.
    expect(stored.photos).toHaveLength(2);
    expect(await db().jobCollection.count()).toBe(0);
    expect((await outbox(id)).length).toBe(emailsBefore);
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).status).toBe("cancelled");

    expect((await attentionCounts(today)).crewRecordingsHeld).toBe(1);
    const [held] = await heldRecordings();
    expect(held).toMatchObject({
      id: stored.id,
      reference: "NESS-CREW05",
      heldReason: heldReasons.cancelled,
      payload: { jobVersion: sent.jobVersion },
      jobNow: { status: "cancelled" },
    });

    // Apply still holds it (the job is cancelled), saying why; Discard resolves it, with who and
    // when, in the booking's history; Today stops counting it.
    expect(await applyHeldRecording(stored.id, "office@example.test")).toEqual({
      status: "held",
      reason: heldReasons.cancelled,
    });
    expect(await discardHeldRecording(stored.id, "office@example.test")).toBe(true);
    expect(await discardHeldRecording(stored.id, "office@example.test")).toBe(false);
    expect(await applyHeldRecording(stored.id, "office@example.test")).toEqual({ status: "gone" });
    expect(await db().crewRecording.findUniqueOrThrow({ where: { id: stored.id } })).toMatchObject({
      state: "resolved",
      resolvedBy: "office@example.test",
      resolvedAt: expect.any(Date),
    });
    const checked = await db().bookingEvent.findMany({
      where: { bookingId: id, kind: "recording_checked" },
    });
    expect(checked.map((e) => [e.actor, e.actorEmail, e.detail])).toEqual([
      ["admin", "office@example.test", "Collected recording discarded by the office"],
    ]);
    expect((await attentionCounts(today)).crewRecordingsHeld).toBe(0);
  });

  it("for a job moved to another day meanwhile is held, saying what changed", async () => {
    const id = await job("NESS-CREW06");
    const sent = await recording(id, "collected");
    await db().booking.update({
      where: { id },
      data: { selectedDate: new Date(`${nextDay(today)}T00:00:00Z`) },
    });
    const outcome = await applyRecording(alex, sent);
    expect(outcome.answer.status).toBe("held");
    expect(await db().crewRecording.findFirstOrThrow()).toMatchObject({
      state: "held",
      heldReason: "The job changed after the phone loaded it: the day.",
    });
    expect(await db().jobCollection.count()).toBe(0);
    expect((await attentionCounts(today)).crewRecordingsHeld).toBe(1);
  });

  it("for a request the office has not confirmed confirms it and applies in one go, with the receipt", async () => {
    const id = await plantJob("NESS-CREW14", { day: today, status: "requested" });
    const outcome = await applyRecording(alex, await recording(id, "collected"));
    expect(outcome).toMatchObject({ answer: { status: "applied" }, mailed: true });
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).status).toBe("collected");
    const events = await db().bookingEvent.findMany({
      where: { bookingId: id },
      orderBy: { at: "asc" },
    });
    expect(events.map((e) => [e.kind, e.actor, e.detail?.split(",")[0]])).toEqual([
      ["confirmed", "crew", "Confirmed by the crew's collection"],
      ["collected", "crew", "2 bags or boxes"],
    ]);
    expect(await db().jobCollection.count()).toBe(1);
    expect((await outbox(id)).map((e) => e.subject)).toEqual([
      expect.stringMatching(/^Collection receipt/),
    ]);
    // The seals are the job's.
    expect(await db().seal.count({ where: { bookingId: id, state: "collected" } })).toBe(2);
  });

  it("with the phone's clock a day ahead or two days behind is stored at the server's time, flagged", async () => {
    const now = new Date();
    for (const [reference, offset] of [
      ["NESS-CREW07", 86_400_000 + 60_000],
      ["NESS-CREW15", -2 * 86_400_000],
    ] as const) {
      const id = await job(reference);
      const phoneTime = new Date(now.getTime() + offset);
      const outcome = await applyRecording(
        alex,
        await recording(id, "collected", { recordedAt: phoneTime.toISOString() }),
        now,
      );
      expect(outcome.answer.status).toBe("applied");
      expect(await db().crewRecording.findFirstOrThrow({ where: { bookingId: id } })).toMatchObject(
        {
          state: "applied",
          recordedAt: now,
          phoneClockAt: phoneTime,
        },
      );
      expect(
        (await db().jobCollection.findUniqueOrThrow({ where: { bookingId: id } })).collectedAt,
      ).toEqual(now);
    }
  });
});
