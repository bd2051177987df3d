import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { applyRecording } from "@/lib/crew/apply-recording";
import { aboutTime } from "@/lib/routes/arrival-rules";
import { onMyWay } from "@/lib/routes/arrival-notices";
import { onTheWayLine } from "@/lib/routes/arrival-view";
import { deliverDueSms, OUTCOME_UNKNOWN } from "@/lib/routes/sms-worker";
import { db } from "@/lib/server/db";
import { FakeTwilio } from "../support/fake-twilio";
import { collected, freshStaff, job, recording, today } from "../support/crew-recordings";

// 'We are on our way' against PostgreSQL, with Twilio faked at its HTTP API: the run's next stop
// is e-mailed and texted once per day, whatever replays, phones or buttons send it.

const twilio = new FakeTwilio();
await twilio.start();
Object.assign(process.env, twilio.env);
afterAll(() => twilio.stop());

const MOBILE = "+447400123456";
const places = {
  durham: { latitude: 54.7761, longitude: -1.5733 },
  chester: { latitude: 54.8588, longitude: -1.5741 },
  sunderland: { latitude: 54.9069, longitude: -1.3838 },
};

let staff: Awaited<ReturnType<typeof freshStaff>>;
/** Alex's run today: A, B, C in the office's order, each with its coordinates. */
let run: { a: string; b: string; c: string };

async function stop(reference: string, position: number, place: keyof typeof places | null) {
  const id = await job(reference, staff.alex.id);
  await db().booking.update({
    where: { id },
    data: { runPosition: position, arrivalMobile: MOBILE, ...(place ? places[place] : {}) },
  });
  return id;
}

beforeEach(async () => {
  staff = await freshStaff();
  twilio.reset();
  run = {
    a: await stop("NESS-AAAAAA", 1, "durham"),
    b: await stop("NESS-BBBBBB", 2, "chester"),
    c: await stop("NESS-CCCCCC", 3, "sunderland"),
  };
});

const notices = () => db().arrivalNotice.findMany({ orderBy: { createdAt: "asc" } });
const onOurWayEmails = () =>
  db().outboxEmail.findMany({ where: { subject: { startsWith: "We are on our way" } } });
const texts = () => db().outboxSms.findMany();

describe("'We are on our way' after a recording", () => {
  it("goes to the next stop once, by e-mail and text, however often the recording is replayed", async () => {
    const recorded = await collected(run.a);
    expect((await applyRecording(staff.alex, recorded)).answer.status).toBe("applied");
    expect((await applyRecording(staff.alex, recorded)).answer.status).toBe("duplicate");

    const [notice, ...more] = await notices();
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      bookingId: run.b,
      source: "previous_stop",
      sentById: staff.alex.id,
    });
    const time = aboutTime(notice!.expectedAt);
    const emails = await onOurWayEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      bookingId: run.b,
      toAddress: "ness-bbbbbb@example.test",
      subject: `We are on our way: expected about ${time} (NESS-BBBBBB)`,
    });
    expect(emails[0]!.text).toContain(`at about ${time}`);
    const [text, ...moreTexts] = await texts();
    expect(moreTexts).toHaveLength(0);
    expect(text).toMatchObject({
      toNumber: MOBILE,
      bookingId: run.b,
      idempotencyKey: `arrival:${run.b}:${today}`,
    });

    expect(await deliverDueSms()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await deliverDueSms()).toMatchObject({ claimed: 0, sent: 0 });
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]).toMatchObject({ to: MOBILE, from: twilio.from });
    expect(twilio.messages[0]!.body).toContain(`expected about ${time}`);
    expect(await db().outboxSms.findFirstOrThrow()).toMatchObject({
      status: "sent",
      providerId: twilio.messages[0]!.sid,
    });
  });

  it("is sent once when two phones record the stop before at the same moment", async () => {
    const [first, second] = await Promise.all([
      recording(run.a, "not_collected"),
      recording(run.a, "not_collected", { deviceId: "device-0002", deviceLabel: "iPhone" }),
    ]);
    const answers = await Promise.all([
      applyRecording(staff.alex, first),
      applyRecording(staff.officeMember, second),
    ]);
    expect(answers.map((a) => a.answer.status)).toEqual(["applied", "applied"]);
    expect(await notices()).toHaveLength(1);
    expect(await onOurWayEmails()).toHaveLength(1);
    expect(await texts()).toHaveLength(1);
  });

  it("skips a cancelled stop and one already recorded: the next stop still to do is told", async () => {
    await db().booking.update({ where: { id: run.b }, data: { status: "cancelled" } });
    await applyRecording(staff.alex, await collected(run.a));
    expect((await notices()).map((n) => n.bookingId)).toEqual([run.c]);

    // The run's last stop has no next stop to tell.
    await db().arrivalNotice.deleteMany();
    await applyRecording(staff.alex, await recording(run.c, "not_collected"));
    expect(await notices()).toHaveLength(0);
  });

  it("goes to the crew member's own next stop, not to a job left to any crew between them", async () => {
    const anyCrew = await job("NESS-ANYANY", null);
    await db().booking.update({
      where: { id: anyCrew },
      data: { runPosition: 2, ...places.chester },
    });
    await db().booking.update({ where: { id: run.b }, data: { runPosition: 3 } });
    await applyRecording(staff.alex, await collected(run.a));
    expect((await notices()).map((n) => n.bookingId)).toEqual([run.b]);
  });

  it("tells a next stop round the corner, whose time has passed when the recording arrives", async () => {
    await db().booking.update({ where: { id: run.b }, data: places.durham });
    const recorded = await collected(run.a);
    const sentAt = new Date(recorded.recordedAt);
    await applyRecording(staff.alex, recorded);
    const [notice] = await notices();
    expect(notice).toMatchObject({ bookingId: run.b });
    expect(notice!.expectedAt.getTime()).toBeGreaterThanOrEqual(sentAt.getTime());
  });

  it("is not sent for a recording that waited more than 15 minutes on a phone without signal", async () => {
    // Sunderland is 40 minutes' drive from Durham: its time has not passed, yet it is not sent.
    await db().booking.update({ where: { id: run.b }, data: places.sunderland });
    const made = new Date(Date.now() - 20 * 60_000).toISOString();
    await applyRecording(staff.alex, await recording(run.a, "not_collected", { recordedAt: made }));
    expect(await notices()).toHaveLength(0);
  });

  it("is not sent, rather than made up, when a stop has no coordinates", async () => {
    await db().booking.update({ where: { id: run.b }, data: { latitude: null, longitude: null } });
    await applyRecording(staff.alex, await collected(run.a));
    expect(await notices()).toHaveLength(0);
    expect(await onMyWay(staff.alex, run.b)).toEqual({ status: "no-location" });
    expect(await onOurWayEmails()).toHaveLength(0);
  });
});

describe("the crew's 'On my way'", () => {
  it("sends the notice, and the recording of the stop before then sends nothing more", async () => {
    const pressed = await onMyWay(staff.alex, run.b);
    expect(pressed.status).toBe("sent");
    expect(await onMyWay(staff.alex, run.b)).toMatchObject({ status: "already" });
    await applyRecording(staff.alex, await collected(run.a));
    const [notice, ...more] = await notices();
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ bookingId: run.b, source: "on_my_way" });
    expect(await onOurWayEmails()).toHaveLength(1);
    expect(await texts()).toHaveLength(1);
  });

  it("is refused on another crew member's stop and on a stop already recorded", async () => {
    expect(await onMyWay(staff.blake, run.b)).toEqual({ status: "not-yours" });
    await applyRecording(staff.alex, await collected(run.a));
    expect(await onMyWay(staff.alex, run.a)).toEqual({ status: "recorded" });
  });
});

describe("the arrival text's delivery", () => {
  it("retries a text Twilio refused, and sends it once", async () => {
    await onMyWay(staff.alex, run.b);
    twilio.failNext(1, 503);
    expect(await deliverDueSms({ baseDelayMs: 0 })).toMatchObject({ claimed: 1, retried: 1 });
    expect(await db().outboxSms.findFirstOrThrow()).toMatchObject({
      status: "pending",
      attempts: 1,
    });
    expect(await deliverDueSms({ baseDelayMs: 0 })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await deliverDueSms({ baseDelayMs: 0 })).toMatchObject({ claimed: 0 });
    expect(twilio.requests.map((r) => r.status)).toEqual([503, 201]);
    expect(twilio.messages).toHaveLength(1);
  });

  it("never resends a text whose outcome is unknown (the connection dropped mid-request)", async () => {
    await onMyWay(staff.alex, run.b);
    const dropped = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    const client = { send: () => Promise.reject(dropped) };
    expect(await deliverDueSms({ client, baseDelayMs: 0 })).toMatchObject({ failed: 1 });
    expect(await deliverDueSms({ baseDelayMs: 0 })).toMatchObject({ claimed: 0 });
    const row = await db().outboxSms.findFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(row.lastError).toContain(OUTCOME_UNKNOWN);
    expect(twilio.messages).toHaveLength(0);
  });
});

describe("the manage page's line", () => {
  it("says the crew is on the way with the time, until the stop is recorded", async () => {
    expect(await onTheWayLine(run.b)).toBeNull();
    const sent = await onMyWay(staff.alex, run.b);
    if (sent.status !== "sent") throw new Error(sent.status);
    expect(await onTheWayLine(run.b)).toBe(
      `Your crew is on the way: expected about ${aboutTime(sent.expectedAt)}.`,
    );
    expect(await onTheWayLine(run.c)).toBeNull();
    await applyRecording(staff.alex, await collected(run.b));
    expect(await onTheWayLine(run.b)).toBeNull();
  });
});
