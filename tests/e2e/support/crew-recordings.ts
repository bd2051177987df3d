import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { plantBooking, sql } from "./database";

// A job the crew collected, planted as the recording's transaction leaves it: a crew member, the
// recording with its signature (prisma/seed-data/sample-signature.png) and photos (the site's own
// facility picture), and the collection record that came from it.

const root = path.join(import.meta.dirname, "../../..");

export async function plantCrewCollection(job: {
  reference: string;
  crewName: string;
  signedBy: string;
  deviceLabel: string;
  recordedAt: Date;
  receivedAt: Date;
  day: string;
  photos: number;
}): Promise<{ bookingId: string; recordingId: string; crewEmail: string }> {
  const { id: bookingId } = await plantBooking({
    reference: job.reference,
    name: "Casey Crewcheck",
    email: `${job.reference.toLowerCase()}@e2e.test`,
    service: "collection",
    day: job.day,
    status: "collected",
  });
  const crewEmail = `crew-${randomUUID().slice(0, 8)}@e2e.test`;
  const [{ id: userId }] = (await sql<{ id: string }>(
    `with u as (
       insert into users (id, email, name, password_hash, updated_at)
       values (gen_random_uuid(), $1, $2, 'not-used', now()) returning id)
     insert into user_roles (id, user_id, role) select gen_random_uuid(), id, 'crew' from u
     returning user_id as id`,
    [crewEmail, job.crewName],
  )) as [{ id: string }];
  const recordingId = randomUUID();
  await sql(
    `insert into crew_recordings (id, idempotency_key, booking_id, user_id, kind, device_id,
       device_label, recorded_at, received_at, payload, signed_by, signature_png, state)
     values ($1, $2, $3, $4, 'collected', 'e2e-device', $5, $6, $7, '{}', $8, $9, 'applied')`,
    [
      recordingId,
      randomUUID(),
      bookingId,
      userId,
      job.deviceLabel,
      job.recordedAt,
      job.receivedAt,
      job.signedBy,
      await readFile(path.join(root, "prisma/seed-data/sample-signature.png")),
    ],
  );
  const photo = await readFile(path.join(root, "public/images/facility.webp"));
  for (let position = 1; position <= job.photos; position++) {
    await sql(
      `insert into crew_photos (id, recording_id, position, content_type, bytes)
       values (gen_random_uuid(), $1, $2, 'image/webp', $3)`,
      [recordingId, position, photo],
    );
  }
  await sql(
    `insert into job_collections (booking_id, quantity, seal_numbers, operative, collected_at,
       recorded_by, recording_id)
     values ($1, 2, 'S-100231, S-100232', $2, $3, $4, $5)`,
    [bookingId, job.crewName, job.recordedAt, crewEmail, recordingId],
  );
  return { bookingId, recordingId, crewEmail };
}
