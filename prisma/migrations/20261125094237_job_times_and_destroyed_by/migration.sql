-- When a job was actually collected (the office's "Collected on") and who destroyed it
-- ("Destroyed by"), so a certificate states what happened rather than the booked day.
-- Jobs recorded before this: collected when the office recorded it, destroyed by who collected.

-- AlterTable
ALTER TABLE "job_collections" ADD COLUMN     "collected_at" TIMESTAMPTZ(3);
UPDATE "job_collections" SET "collected_at" = "recorded_at";
ALTER TABLE "job_collections" ALTER COLUMN "collected_at" SET NOT NULL;

-- AlterTable
ALTER TABLE "job_destructions" ADD COLUMN     "destroyed_by" TEXT;
UPDATE "job_destructions" AS d SET "destroyed_by" = c."operative"
  FROM "job_collections" AS c WHERE c."booking_id" = d."booking_id";
UPDATE "job_destructions" SET "destroyed_by" = '' WHERE "destroyed_by" IS NULL;
ALTER TABLE "job_destructions" ALTER COLUMN "destroyed_by" SET NOT NULL;

-- AlterTable (issued certificates are never changed: theirs stay null and print as before)
ALTER TABLE "certificates" ADD COLUMN     "collected_at" TIMESTAMPTZ(3),
ADD COLUMN     "destroyed_by" TEXT;
