-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "outside_area" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "postcode" TEXT;
