-- CreateEnum
CREATE TYPE "arrival_notice_source" AS ENUM ('previous_stop', 'on_my_way');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "job_name" ADD VALUE 'geocoding';
ALTER TYPE "job_name" ADD VALUE 'sms_delivery';

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "arrival_mobile" TEXT,
ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "located_postcode" TEXT,
ADD COLUMN     "location_approximate" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "longitude" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "job_collections" ADD COLUMN     "time_on_site_seconds" INTEGER;

-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "located_postcode" TEXT,
ADD COLUMN     "location_approximate" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "longitude" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "sites" ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "located_postcode" TEXT,
ADD COLUMN     "location_approximate" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "longitude" DOUBLE PRECISION;

-- CreateTable
CREATE TABLE "route_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "collection_base_minutes" INTEGER NOT NULL DEFAULT 10,
    "collection_per_bag_minutes" INTEGER NOT NULL DEFAULT 1,
    "onsite_base_minutes" INTEGER NOT NULL DEFAULT 20,
    "onsite_per_bag_minutes" INTEGER NOT NULL DEFAULT 3,
    "road_factor" DOUBLE PRECISION NOT NULL DEFAULT 1.3,
    "speed_kmh" INTEGER NOT NULL DEFAULT 40,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "route_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "arrival_notices" (
    "id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "expected_at" TIMESTAMPTZ(3) NOT NULL,
    "source" "arrival_notice_source" NOT NULL,
    "sent_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "arrival_notices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_sms" (
    "id" UUID NOT NULL,
    "to_number" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" "outbox_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "provider_id" TEXT,
    "idempotency_key" TEXT NOT NULL,
    "booking_id" UUID,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "outbox_sms_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "arrival_notices_booking_id_day_key" ON "arrival_notices"("booking_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_sms_idempotency_key_key" ON "outbox_sms"("idempotency_key");

-- CreateIndex
CREATE INDEX "outbox_sms_status_next_attempt_at_idx" ON "outbox_sms"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "outbox_sms_booking_id_idx" ON "outbox_sms"("booking_id");

-- AddForeignKey
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_sms" ADD CONSTRAINT "outbox_sms_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE CASCADE;
