-- CreateEnum
CREATE TYPE "crew_recording_kind" AS ENUM ('arrived', 'collected', 'not_collected');

-- CreateEnum
CREATE TYPE "crew_recording_state" AS ENUM ('applied', 'held', 'resolved');

-- AlterEnum
ALTER TYPE "app_role" ADD VALUE 'crew';

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "assignee_id" UUID,
ADD COLUMN     "run_position" INTEGER;

-- AlterTable
ALTER TABLE "job_collections" ADD COLUMN     "recording_id" UUID;

-- CreateTable
CREATE TABLE "crew_recordings" (
    "id" UUID NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "booking_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" "crew_recording_kind" NOT NULL,
    "device_id" TEXT NOT NULL,
    "device_label" TEXT NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" JSONB NOT NULL,
    "signed_by" TEXT,
    "signature_png" BYTEA,
    "state" "crew_recording_state" NOT NULL,
    "held_reason" TEXT,
    "resolved_by" TEXT,
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "crew_recordings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crew_photos" (
    "id" UUID NOT NULL,
    "recording_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,

    CONSTRAINT "crew_photos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "crew_recordings_idempotency_key_key" ON "crew_recordings"("idempotency_key");

-- CreateIndex
CREATE INDEX "crew_recordings_booking_id_received_at_idx" ON "crew_recordings"("booking_id", "received_at");

-- CreateIndex
CREATE INDEX "crew_recordings_state_received_at_idx" ON "crew_recordings"("state", "received_at");

-- CreateIndex
CREATE UNIQUE INDEX "crew_photos_recording_id_position_key" ON "crew_photos"("recording_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "job_collections_recording_id_key" ON "job_collections"("recording_id");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_collections" ADD CONSTRAINT "job_collections_recording_id_fkey" FOREIGN KEY ("recording_id") REFERENCES "crew_recordings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crew_recordings" ADD CONSTRAINT "crew_recordings_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crew_recordings" ADD CONSTRAINT "crew_recordings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crew_photos" ADD CONSTRAINT "crew_photos_recording_id_fkey" FOREIGN KEY ("recording_id") REFERENCES "crew_recordings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
