-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "paused_until" DATE;
