-- AlterTable
ALTER TABLE "crew_recordings" ADD COLUMN     "phone_clock_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "destruction_runs" ADD COLUMN     "phone_ended_at" TIMESTAMPTZ(3),
ADD COLUMN     "phone_started_at" TIMESTAMPTZ(3);
