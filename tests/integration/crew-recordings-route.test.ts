import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/crew/recordings/route";
import { jobVersion } from "@/lib/crew/job-version";
import {
  MAX_PHOTO_BYTES,
  MAX_SIGNATURE_BYTES,
  recordingMessages,
} from "@/lib/crew/recording-schema";
import { MAX_RECORDING_BODY } from "@/lib/crew/recording-route";
import { recordingAnswerTexts } from "@/lib/crew/recording-texts";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { sessionCookieFor } from "../support/session-cookie";

// POST /api/crew/recordings called as the phone calls it, with real session cookies:
// who may send, from where, how much, and what a schema failure answers.

const SITE = "http://localhost:3000";
const today = todayInLondon();

async function member(email: string, roles: ("crew" | "admin")[]) {
  const user = await db().user.create({
    data: { email, passwordHash: "not-used", roles: { create: roles.map((role) => ({ role })) } },
  });
  return sessionCookieFor({ uid: user.id, email, sv: 1, isAdmin: roles.includes("admin") });
}

function post(
  body: unknown,
  cookies: Record<string, string> = {},
  origin: string | null = SITE,
): Promise<Response> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return POST(
    new NextRequest(`${SITE}${paths.crewRecordings}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        host: new URL(SITE).host,
        ...(origin ? { origin } : {}),
        cookie: Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join("; "),
      },
      body: text,
    }),
  );
}

let bookingId = "";
const arrived = async () => ({
  key: randomUUID(),
  bookingId,
  kind: "arrived",
  recordedAt: new Date().toISOString(),
  deviceId: "device-0001",
  deviceLabel: "Pixel 8",
  jobVersion: jobVersion(await db().booking.findUniqueOrThrow({ where: { id: bookingId } })),
});

/** A small Collected recording signed by `signedBy`, with one seal and both signatures. */
const collected = async (signedBy: string) => ({
  ...(await arrived()),
  kind: "collected",
  seals: ["S-1"],
  count: 1,
  weightKg: null,
  photos: [],
  signedBy,
  signaturePng: "iVBORw0KGgo=",
  crewSignaturePng: "iVBORw0KGgo=",
});

beforeEach(async () => {
  await resetDatabase();
  bookingId = await plantJob("NESS-ROUTE1", { day: today });
});

describe("POST /api/crew/recordings", () => {
  it("answers a stranger 401 and stores nothing", async () => {
    const response = await post(await arrived());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: "refused",
      message: recordingAnswerTexts.signIn,
    });
    expect(await db().crewRecording.count()).toBe(0);
  });

  it("answers a signed-in user with neither the Crew nor the Office role 403", async () => {
    const roleless = await member("nobody@example.test", []);
    const response = await post(await arrived(), roleless);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: "refused",
      message: recordingAnswerTexts.notCrew,
    });
    expect(await db().crewRecording.count()).toBe(0);
  });

  it("refuses a crew member's cookie sent from another site", async () => {
    const crew = await member("crew@example.test", ["crew"]);
    expect((await post(await arrived(), crew, "https://evil.example")).status).toBe(403);
    expect((await post(await arrived(), crew, null)).status).toBe(403);
    expect(await db().crewRecording.count()).toBe(0);
  });

  it("stores a crew member's recording once and answers the second copy as a duplicate", async () => {
    const crew = await member("crew@example.test", ["crew"]);
    const recording = await arrived();
    const first = await post(recording, crew);
    expect(first.status).toBe(201);
    const applied = await first.json();
    expect(applied).toEqual({
      status: "applied",
      recordingId: expect.any(String),
      message: recordingAnswerTexts.applied,
    });
    const second = await post(recording, crew);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({
      status: "duplicate",
      recordingId: applied.recordingId,
      state: "applied",
    });
    const events = await db().bookingEvent.findMany({ where: { bookingId } });
    expect(events.map((e) => [e.kind, e.actor, e.actorEmail])).toEqual([
      ["arrived", "crew", "crew@example.test"],
    ]);
  });

  it("answers a recording that breaks the schema 422 with each field's message", async () => {
    const crew = await member("crew@example.test", ["crew"]);
    const response = await post(
      {
        ...(await arrived()),
        kind: "collected",
        seals: ["S-1", "s-1"],
        count: 1,
        weightKg: null,
        photos: [],
        signedBy: "Pat",
        signaturePng: "",
        crewSignaturePng: "",
      },
      crew,
    );
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer).toMatchObject({
      status: "refused",
      fieldErrors: {
        "seals.1": [recordingMessages.duplicateSeal],
        signaturePng: [recordingMessages.signature],
        crewSignaturePng: [recordingMessages.crewSignature],
      },
    });
    expect((await post("{not json", crew)).status).toBe(422);
    expect(await db().crewRecording.count()).toBe(0);
  });

  it("refuses a NUL or half an emoji in any text with 422 and the field's message, storing nothing", async () => {
    const crew = await member("crew@example.test", ["crew"]);
    const notCollected = async () => ({
      ...(await arrived()),
      kind: "not_collected",
      reason: "other",
      note: "Gate locked",
    });
    const cases: [unknown, string, string][] = [
      [{ ...(await notCollected()), note: "Gate\u0000 locked" }, "note", "noteCharacters"],
      [{ ...(await notCollected()), note: "Gate \ud83d locked" }, "note", "noteCharacters"],
      [await collected("Pat\u0000"), "signedBy", "signedByCharacters"],
      [await collected("\udc00Pat"), "signedBy", "signedByCharacters"],
      [
        { ...(await arrived()), deviceLabel: "Pixel\u0000" },
        "deviceLabel",
        "deviceLabelCharacters",
      ],
      [{ ...(await arrived()), deviceId: "device-\u0000001" }, "deviceId", "unreadable"],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(body, crew);
      expect(response.status, field).toBe(422);
      const text = recordingMessages[message as keyof typeof recordingMessages];
      const answer = await response.json();
      expect(answer).toMatchObject({ status: "refused", message: text });
      expect(answer.fieldErrors[field][0]).toBe(text);
    }
    expect(await db().crewRecording.count()).toBe(0);
    // A whole emoji is kept.
    const fine = await post({ ...(await arrived()), deviceLabel: "Pixel 8 🔒" }, crew);
    expect(fine.status).toBe(201);
  });

  it("answers 422 at the printed name when the receipt's fonts cannot draw it, and stores nothing", async () => {
    const crew = await member("crew@example.test", ["crew"]);
    const response = await post(await collected("Pat ሰላም 😀"), crew);
    expect(response.status).toBe(422);
    const message = recordingMessages.signedByUnprintable(["ሰ", "ላ", "ም", "😀"]);
    expect(await response.json()).toMatchObject({
      status: "refused",
      message,
      fieldErrors: { signedBy: [message] },
    });
    expect(await db().crewRecording.count()).toBe(0);
  });

  it("reads three 1 MB photos and the two largest signatures, and answers 413 to more", async () => {
    const crew = await member("crew@example.test", ["crew"]);
    const photo = {
      contentType: "image/jpeg",
      data: Buffer.alloc(MAX_PHOTO_BYTES, 7).toString("base64"),
    };
    const largest = {
      ...(await arrived()),
      // Not this crew member's job: the answer proves the whole body was read and checked.
      bookingId: randomUUID(),
      kind: "collected",
      seals: ["S-1"],
      count: 1,
      weightKg: null,
      photos: [photo, photo, photo],
      signedBy: "Pat",
      signaturePng: Buffer.alloc(MAX_SIGNATURE_BYTES, 1).toString("base64"),
      crewSignaturePng: Buffer.alloc(MAX_SIGNATURE_BYTES, 1).toString("base64"),
    };
    const read = await post(largest, crew);
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({
      status: "refused",
      message: recordingAnswerTexts.notYourStop,
    });
    expect((await post("x".repeat(MAX_RECORDING_BODY + 1), crew)).status).toBe(413);
    expect(await db().crewRecording.count()).toBe(0);
  });
});
