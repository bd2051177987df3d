-- AlterEnum
ALTER TYPE "booking_actor" ADD VALUE 'crew';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "booking_event_kind" ADD VALUE 'arrived';
ALTER TYPE "booking_event_kind" ADD VALUE 'not_collected';
ALTER TYPE "booking_event_kind" ADD VALUE 'recording_checked';
