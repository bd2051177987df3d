-- AlterTable
ALTER TABLE "crew_recordings" ADD COLUMN     "office_note" TEXT;
