-- CreateEnum
CREATE TYPE "booking_actor" AS ENUM ('customer', 'admin');

-- CreateEnum
CREATE TYPE "booking_event_kind" AS ENUM ('requested', 'confirmed', 'collected', 'destroyed', 'certificate_issued', 'rescheduled', 'cancelled');

-- AlterEnum: the job's steps. Existing rows map new -> requested and completed -> collected (the
-- office can then mark them destroyed, which issues the certificate).
CREATE TYPE "booking_status_new" AS ENUM ('requested', 'confirmed', 'collected', 'destroyed', 'certificate_issued', 'cancelled');
ALTER TABLE "bookings" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "bookings" ALTER COLUMN "status" TYPE "booking_status_new" USING (
  CASE "status"::text
    WHEN 'new' THEN 'requested'
    WHEN 'completed' THEN 'collected'
    ELSE "status"::text
  END::"booking_status_new");
ALTER TYPE "booking_status" RENAME TO "booking_status_old";
ALTER TYPE "booking_status_new" RENAME TO "booking_status";
DROP TYPE "booking_status_old";
ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'requested';

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "calendar_sequence" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "booking_events" (
    "id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "kind" "booking_event_kind" NOT NULL,
    "actor" "booking_actor" NOT NULL,
    "actor_email" TEXT,
    "detail" TEXT,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "booking_events_booking_id_at_idx" ON "booking_events"("booking_id", "at");

-- AddForeignKey
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every booking made before the history existed starts it with its request, by the customer.
INSERT INTO "booking_events" ("id", "booking_id", "kind", "actor", "at")
SELECT gen_random_uuid(), "id", 'requested', 'customer', "created_at" FROM "bookings";
