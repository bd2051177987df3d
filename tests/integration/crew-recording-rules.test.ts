import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { applyRecording } from "@/lib/crew/apply-recording";
import { crewRecordingsOf } from "@/lib/crew/booking-recordings";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { applyHeldRecording } from "@/lib/crew/held-recordings";
import { couldNotCollectJobs, heldRecordings } from "@/lib/crew/recording-attention";
import { HELD_PER_DAY, limitMessage } from "@/lib/crew/recording-limits";
import { heldReasons, recordingAnswerTexts } from "@/lib/crew/recording-texts";
import { formatLongDay, nextWorkingDay } from "@/lib/shared/dates";
import { rescheduleBookingAs } from "@/lib/booking-flows/lifecycle";
import { attentionCounts } from "@/lib/office/today";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { plantSeals } from "../support/seals";
import {
  today,
  office,
  signature,
  recording,
  collected,
  freshStaff,
  job,
  manageLinkIn,
  outbox,
} from "../support/crew-recordings";

// Crew recordings against PostgreSQL, beyond a plain collection: a job not due on the phone's day,
// the daily limits, the seals a collection claims, Could not collect, Arrived, and whose stops a
// crew member may record.

let alex: CrewMember;
let blake: CrewMember;
let officeMember: CrewMember;

beforeEach(async () => {
  ({ alex, blake, officeMember } = await freshStaff());
});

describe("a recording for a job not due on the phone's day", () => {
  it("is held with the day it is due, e-mails nobody, and Apply runs it as if it had just arrived", async () => {
    const later = nextWorkingDay(nextWorkingDay(today));
    const id = await plantJob("NESS-CREW16", {
      day: later,
      address: "2 Low Road",
      postcode: "DH1 2AA",
    });
    const sent = await recording(id, "collected");
    const outcome = await applyRecording(blake, sent);
    expect(outcome).toMatchObject({ answer: { status: "held" }, mailed: false });
    const stored = await db().crewRecording.findFirstOrThrow({ where: { bookingId: id } });
    expect(stored.heldReason).toBe(heldReasons.notDue(formatLongDay(later)));
    expect(await outbox(id)).toEqual([]);
    expect(await db().jobCollection.count()).toBe(0);
    // Could not collect for it, five times: held each time, never e-mailed.
    for (let i = 0; i < 5; i++) {
      expect((await applyRecording(blake, await recording(id, "not_collected"))).mailed).toBe(
        false,
      );
    }
    expect(await outbox(id)).toEqual([]);

    // The office applies the collection: collected with the crew's facts, the receipt e-mailed.
    expect(await applyHeldRecording(stored.id, "office@example.test")).toEqual({
      status: "applied",
      mailed: true,
    });
    expect(await db().crewRecording.findUniqueOrThrow({ where: { id: stored.id } })).toMatchObject({
      state: "applied",
      heldReason: null,
      resolvedBy: "office@example.test",
    });
    const collection = await db().jobCollection.findUniqueOrThrow({ where: { bookingId: id } });
    expect(collection).toMatchObject({
      quantity: 2,
      recordingId: stored.id,
      operative: "blake@example.test",
    });
    expect((await outbox(id)).map((e) => e.subject)).toEqual([
      expect.stringMatching(/^Collection receipt/),
    ]);
    expect(await applyHeldRecording(stored.id, "office@example.test")).toEqual({ status: "gone" });
  });
});

describe("what one crew member can store in a day", () => {
  it(`holds at most ${HELD_PER_DAY} recordings, then answers 429 and stores nothing`, async () => {
    const later = nextWorkingDay(nextWorkingDay(today));
    const id = await plantJob("NESS-CREW17", { day: later });
    await db().crewRecording.createMany({
      data: Array.from({ length: HELD_PER_DAY }, (_, i) => ({
        idempotencyKey: randomUUID(),
        bookingId: id,
        userId: alex.id,
        kind: "arrived" as const,
        deviceId: "device-0001",
        deviceLabel: "Pixel 8",
        recordedAt: new Date(),
        payload: { n: i },
        state: "held" as const,
        heldReason: "test",
      })),
    });
    const outcome = await applyRecording(alex, await recording(id, "not_collected"));
    expect(outcome).toEqual({
      httpStatus: 429,
      answer: { status: "refused", message: limitMessage },
      mailed: false,
    });
    expect(limitMessage).toBe("Too many recordings from this phone today. Call the office.");
    expect(await db().crewRecording.count()).toBe(HELD_PER_DAY);
    // Another member's phone is not limited by Alex's, and Alex's applied recordings go on.
    expect((await applyRecording(blake, await recording(id, "arrived"))).answer.status).toBe(
      "held",
    );
    const todays = await job("NESS-CREW18");
    expect((await applyRecording(alex, await recording(todays, "arrived"))).answer.status).toBe(
      "applied",
    );
  });

  it("stores at most 200 MB of photos, then answers 429", async () => {
    const id = await job("NESS-CREW19");
    const earlier = await db().crewRecording.create({
      data: {
        idempotencyKey: randomUUID(),
        bookingId: id,
        userId: alex.id,
        kind: "collected",
        deviceId: "device-0001",
        deviceLabel: "Pixel 8",
        recordedAt: new Date(),
        payload: {},
        state: "resolved",
      },
    });
    // Two photos of 100 MB less a little (made in PostgreSQL, which stores them compressed): the
    // next 1 MB photo passes the limit.
    for (const position of [0, 1]) {
      await db().$executeRaw`
        insert into crew_photos (id, recording_id, position, content_type, bytes)
        values (gen_random_uuid(), ${earlier.id}::uuid, ${position}, 'image/jpeg',
                convert_to(repeat('a', 100 * 1024 * 1024 - 100), 'UTF8'))`;
    }
    const big = Buffer.alloc(1024 * 1024, 2).toString("base64");
    const outcome = await applyRecording(
      alex,
      await collected(id, { photos: [{ contentType: "image/jpeg", data: big }] }),
    );
    expect(outcome.httpStatus).toBe(429);
    expect(await db().jobCollection.count()).toBe(0);
    // Without photos, the collection goes through.
    expect((await applyRecording(alex, await collected(id, { photos: [] }))).answer.status).toBe(
      "applied",
    );
  });
});

describe("a collected recording's seals", () => {
  const sealRows = (seals: string[]) =>
    db().seal.findMany({
      where: { number: { in: seals.map((seal) => Number(seal.slice(2))) } },
      orderBy: { number: "asc" },
      select: { state: true, bookingId: true, collectedAt: true },
    });

  it("are put on the job, collected when the phone recorded them", async () => {
    const id = await job("NESS-SEAL01", alex.id);
    const sent = await collected(id);
    expect((await applyRecording(alex, sent)).answer.status).toBe("applied");
    const collectedAt = new Date(sent.recordedAt);
    expect(await sealRows(sent.seals)).toEqual([
      { state: "collected", bookingId: id, collectedAt },
      { state: "collected", bookingId: id, collectedAt },
    ]);
  });

  it("with a seal already on another job is held with the customer's signature and photos, naming that job, and no seal moves", async () => {
    const first = await job("NESS-SEAL02", alex.id);
    const firstSent = await collected(first);
    expect((await applyRecording(alex, firstSent)).answer.status).toBe("applied");
    const id = await job("NESS-SEAL03", alex.id);
    const [fresh] = await plantSeals(1);
    const used = firstSent.seals[1]!;
    const sent = await collected(id, { seals: [fresh, used] });

    const outcome = await applyRecording(alex, sent);
    const why = `Seal ${used} is already on NESS-SEAL02.`;
    expect(outcome).toMatchObject({
      httpStatus: 201,
      answer: { status: "held", message: recordingAnswerTexts.heldBecause(why) },
      mailed: false,
    });
    const stored = await db().crewRecording.findFirstOrThrow({
      where: { bookingId: id },
      include: { photos: true },
    });
    expect(stored).toMatchObject({ state: "held", heldReason: why, signedBy: "Pat Customer" });
    expect(Buffer.from(stored.signaturePng!)).toEqual(signature);
    expect(stored.photos).toHaveLength(2);
    // Nothing else changed: the job, its records, its e-mails, the seals.
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).status).toBe("confirmed");
    expect(await db().jobCollection.count({ where: { bookingId: id } })).toBe(0);
    expect(await outbox(id)).toEqual([]);
    expect(await sealRows([fresh!])).toEqual([
      { state: "issued", bookingId: null, collectedAt: null },
    ]);
    expect((await sealRows([used]))[0]!.bookingId).toBe(first);
    // The office sees it held, with why.
    expect((await heldRecordings()).map((r) => [r.reference, r.heldReason])).toEqual([
      ["NESS-SEAL03", why],
    ]);
  });

  it("with a seal never printed is held saying so", async () => {
    const id = await job("NESS-SEAL04", alex.id);
    const outcome = await applyRecording(
      alex,
      await recording(id, "collected", { seals: ["SEAL-A1"] }),
    );
    expect(outcome.answer.status).toBe("held");
    expect((await db().crewRecording.findFirstOrThrow()).heldReason).toBe(
      "Seal SEAL-A1 was never issued.",
    );
    expect(await db().jobCollection.count()).toBe(0);
  });
});

describe("a could-not-collect recording", () => {
  it("is stored with a history row, e-mails the customer the exact subject with the manage link, and counts on Today", async () => {
    const id = await job("NESS-CREW08", alex.id);
    const outcome = await applyRecording(alex, await recording(id, "not_collected"));
    expect(outcome).toMatchObject({ answer: { status: "applied" }, mailed: true });
    const events = await db().bookingEvent.findMany({ where: { bookingId: id } });
    expect(events.map((e) => [e.kind, e.actor, e.actorEmail, e.detail])).toEqual([
      ["not_collected", "crew", "alex@example.test", "Nobody there: Gate locked"],
    ]);
    const emails = await outbox(id);
    expect(emails.map((e) => [e.subject, e.toAddress])).toEqual([
      ["We could not collect today (NESS-CREW08)", "ness-crew08@example.test"],
    ]);
    expect(manageLinkIn(emails[0]!.html)).toBe(id);

    expect((await attentionCounts(today)).couldNotCollect).toBe(1);
    expect(await couldNotCollectJobs()).toMatchObject([
      { bookingId: id, reference: "NESS-CREW08", reason: "Nobody there: Gate locked" },
    ]);

    // A later visit collects it: fine, and Today stops counting it.
    const collected = await applyRecording(alex, await recording(id, "collected"));
    expect(collected.answer.status).toBe("applied");
    expect((await attentionCounts(today)).couldNotCollect).toBe(0);
  });

  it("e-mails the customer once a day, however often it is recorded", async () => {
    const id = await job("NESS-CREW20");
    const first = await applyRecording(alex, await recording(id, "not_collected"));
    const second = await applyRecording(blake, await recording(id, "not_collected"));
    expect([first.mailed, second.mailed]).toEqual([true, false]);
    expect(await db().crewRecording.count({ where: { bookingId: id, state: "applied" } })).toBe(2);
    expect((await outbox(id)).map((e) => e.subject)).toEqual([
      "We could not collect today (NESS-CREW20)",
    ]);
  });

  it("keeps the crew's note for the office with the recording and in the job's history, never in the customer's e-mail", async () => {
    const id = await job("NESS-CREW0N", alex.id);
    const officeNote = "Dog loose in the yard; send two next time";
    const outcome = await applyRecording(
      alex,
      await recording(id, "not_collected", { note: "Gate locked", officeNote }),
    );
    expect(outcome.answer.status).toBe("applied");
    const [stored] = await db().crewRecording.findMany({ where: { bookingId: id } });
    expect(stored!.officeNote).toBe(officeNote);
    const events = await db().bookingEvent.findMany({ where: { bookingId: id } });
    expect(events.map((e) => e.detail)).toEqual([
      `Nobody there: Gate locked. Note for the office: ${officeNote}`,
    ]);
    // The booking's page: the crew's recordings, and Today's Could not collect list.
    const { recordings } = await crewRecordingsOf(id);
    expect(recordings.map((r) => r.what)).toEqual([
      `Could not collect: Nobody there (Gate locked). Note for the office: ${officeNote}`,
    ]);
    expect((await couldNotCollectJobs())[0]!.reason).toContain(officeNote);
    // The customer reads the reason and the note meant for them, nothing of the office's.
    const emails = await outbox(id);
    expect(emails).toHaveLength(1);
    const sent = JSON.stringify(emails[0]);
    expect(sent).toContain("Gate locked");
    expect(sent).not.toContain("Dog loose");
    expect(sent).not.toContain("Note for the office");
  });

  it("stops counting on Today once the job is rescheduled", async () => {
    const id = await job("NESS-CREW09");
    await applyRecording(blake, await recording(id, "not_collected"));
    expect((await attentionCounts(today)).couldNotCollect).toBe(1);
    const moved = await rescheduleBookingAs(
      office,
      id,
      { selected_date: nextWorkingDay(today), time_slot: "allday" },
      new Date(),
    );
    expect(moved.ok).toBe(true);
    expect((await attentionCounts(today)).couldNotCollect).toBe(0);
    expect(await couldNotCollectJobs()).toEqual([]);
  });
});

describe("an arrived recording", () => {
  it("is stored with a history row naming the crew member, and changes nothing else", async () => {
    const id = await job("NESS-CREW10");
    const outcome = await applyRecording(alex, await recording(id, "arrived"));
    expect(outcome).toMatchObject({ answer: { status: "applied" }, mailed: false });
    const events = await db().bookingEvent.findMany({ where: { bookingId: id } });
    expect(events.map((e) => [e.kind, e.actor, e.actorEmail])).toEqual([
      ["arrived", "crew", "alex@example.test"],
    ]);
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).status).toBe("confirmed");
    expect(await outbox(id)).toEqual([]);
  });
});

describe("whose stops", () => {
  it("a crew member cannot record a job assigned to someone else: refused as an unknown job, nothing stored", async () => {
    const id = await job("NESS-CREW11", alex.id);
    const theirs = await applyRecording(blake, await recording(id, "collected"));
    const unknown = await applyRecording(
      blake,
      await recording(id, "collected", { bookingId: randomUUID() }),
    );
    expect(theirs).toEqual({
      httpStatus: 403,
      answer: { status: "refused", message: recordingAnswerTexts.notYourStop },
      mailed: false,
    });
    expect(unknown).toEqual(theirs);
    expect(await db().crewRecording.count()).toBe(0);
    expect(await db().jobCollection.count()).toBe(0);
  });

  it("a job left for any crew can be recorded by any crew member, and the Office records any job", async () => {
    const anyCrew = await job("NESS-CREW12");
    expect((await applyRecording(blake, await recording(anyCrew, "arrived"))).answer.status).toBe(
      "applied",
    );
    const alexs = await job("NESS-CREW13", alex.id);
    const byOffice = await applyRecording(officeMember, await recording(alexs, "collected"));
    expect(byOffice.answer.status).toBe("applied");
    // Without a name, the operative is the member's e-mail.
    expect(
      (await db().jobCollection.findUniqueOrThrow({ where: { bookingId: alexs } })).operative,
    ).toBe("office@example.test");
  });
});
