import { randomUUID } from "node:crypto";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { jobVersion } from "@/lib/crew/job-version";
import {
  recordingSchema,
  type CollectedRecording,
  type Recording,
} from "@/lib/crew/recording-schema";
import { bookingIdFromToken } from "@/lib/server/signed-links";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { plantJob } from "./bookings";
import { resetDatabase } from "./db";
import { plantSeals } from "./seals";

// The crew recordings' tests share these: the staff, a recording as a phone sends it, a job for
// today and what the customer was e-mailed.

export const today = todayInLondon();
export const office = { kind: "admin", email: "office@example.test" } as const;
// Bytes a phone would send: a tiny PNG-like signature and two "photos".
export const signature = Buffer.from("signature-png-bytes");
export const crewSignature = Buffer.from("crew-signature-png-bytes");
export const photoA = Buffer.from("photo-a-jpeg-bytes");
export const photoB = Buffer.from("photo-b-webp-bytes");

export async function staff(
  email: string,
  roles: ("crew" | "admin")[],
  name: string | null = null,
) {
  const user = await db().user.create({
    data: {
      email,
      name,
      passwordHash: "not-used",
      roles: { create: roles.map((role) => ({ role })) },
    },
  });
  return { id: user.id, email, isOffice: roles.includes("admin") } satisfies CrewMember;
}

/** The job's version now, as the phone saw it when it loaded its stops. */
export async function versionOf(bookingId: string) {
  return jobVersion(await db().booking.findUniqueOrThrow({ where: { id: bookingId } }));
}

export async function recording(
  bookingId: string,
  kind: Recording["kind"],
  fields: Record<string, unknown> = {},
): Promise<Recording> {
  const base = {
    key: randomUUID(),
    bookingId,
    recordedAt: new Date().toISOString(),
    deviceId: "device-0001",
    deviceLabel: "Pixel 8",
    jobVersion: await versionOf(bookingId),
  };
  // Two newly printed seals, the first typed in lower case as a phone may send it.
  const seals =
    kind === "collected" && !("seals" in fields)
      ? await plantSeals(2).then(([a, b]) => [a!.toLowerCase(), b!])
      : [];
  const byKind = {
    arrived: {},
    collected: {
      seals,
      count: 2,
      weightKg: 12.5,
      photos: [
        { contentType: "image/jpeg", data: photoA.toString("base64") },
        { contentType: "image/webp", data: photoB.toString("base64") },
      ],
      signedBy: "Pat Customer",
      signaturePng: signature.toString("base64"),
      crewSignaturePng: crewSignature.toString("base64"),
    },
    not_collected: { reason: "nobody_there", note: "Gate locked" },
  }[kind];
  return recordingSchema.parse({ ...base, kind, ...byKind, ...fields });
}

/** A Collected recording (its seals newly printed unless given). */
export const collected = async (bookingId: string, fields: Record<string, unknown> = {}) =>
  (await recording(bookingId, "collected", fields)) as CollectedRecording;

/** Two crew members and an office member, in a database emptied first. */
export async function freshStaff() {
  await resetDatabase();
  return {
    alex: await staff("alex@example.test", ["crew"], "Alex Crew"),
    blake: await staff("blake@example.test", ["crew"]),
    officeMember: await staff("office@example.test", ["admin"]),
  };
}
export const job = (reference: string, assigneeId: string | null = null) =>
  plantJob(reference, {
    day: today,
    address: "1 High Street, Durham",
    postcode: "DH1 1AA",
  }).then(async (id) => {
    if (assigneeId) await db().booking.update({ where: { id }, data: { assigneeId } });
    return id;
  });

/** The booking a customer e-mail's manage link opens (the token is signed afresh each time). */
export const manageLinkIn = (html: string) => {
  const token = /\/bookings\/([A-Za-z0-9_-]+)"/.exec(html)?.[1];
  return token ? bookingIdFromToken(token, today) : null;
};

export const outbox = (bookingId: string) =>
  db().outboxEmail.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" } });
