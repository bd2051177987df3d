-- AlterTable
ALTER TABLE "crew_recordings" ADD COLUMN     "crew_signature_png" BYTEA;
