-- CreateEnum
CREATE TYPE "destruction_method" AS ENUM ('cross_cut_offsite', 'onsite_mobile', 'hard_drive');

-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "certificate_id" UUID;

-- CreateTable
CREATE TABLE "job_collections" (
    "booking_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,
    "weight_kg" DECIMAL(8,1),
    "seal_numbers" TEXT,
    "operative" TEXT NOT NULL,
    "recorded_by" TEXT NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_collections_pkey" PRIMARY KEY ("booking_id")
);

-- CreateTable
CREATE TABLE "job_destructions" (
    "booking_id" UUID NOT NULL,
    "destroyed_at" TIMESTAMPTZ(3) NOT NULL,
    "method" "destruction_method" NOT NULL,
    "place" TEXT NOT NULL,
    "recorded_by" TEXT NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_destructions_pkey" PRIMARY KEY ("booking_id")
);

-- CreateTable
CREATE TABLE "certificate_counters" (
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "certificate_counters_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "check_code" TEXT NOT NULL,
    "booking_id" UUID NOT NULL,
    "supersedes_id" UUID,
    "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "issued_by" TEXT NOT NULL,
    "customer_name" TEXT NOT NULL,
    "company_name" TEXT,
    "collection_address" TEXT,
    "booking_reference" TEXT NOT NULL,
    "collection_day" DATE NOT NULL,
    "quantity" INTEGER NOT NULL,
    "weight_kg" DECIMAL(8,1),
    "seal_numbers" TEXT,
    "operative" TEXT NOT NULL,
    "destroyed_at" TIMESTAMPTZ(3) NOT NULL,
    "method" "destruction_method" NOT NULL,
    "place" TEXT NOT NULL,
    "waste_carrier_number" TEXT NOT NULL,

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates"("number");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_supersedes_id_key" ON "certificates"("supersedes_id");

-- CreateIndex
CREATE INDEX "certificates_booking_id_issued_at_idx" ON "certificates"("booking_id", "issued_at");

-- CreateIndex
CREATE INDEX "certificates_issued_at_idx" ON "certificates"("issued_at" DESC);

-- AddForeignKey
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_certificate_id_fkey" FOREIGN KEY ("certificate_id") REFERENCES "certificates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_collections" ADD CONSTRAINT "job_collections_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_destructions" ADD CONSTRAINT "job_destructions_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_supersedes_id_fkey" FOREIGN KEY ("supersedes_id") REFERENCES "certificates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A certificate is immutable once issued: no change, no deletion. A correction is a new row whose
-- supersedes_id names the old one (so the old row is never touched).
CREATE FUNCTION "certificates_are_immutable"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'certificate % is issued and cannot be changed or deleted', OLD."number"
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "certificates_are_immutable"
  BEFORE UPDATE OR DELETE ON "certificates"
  FOR EACH ROW EXECUTE FUNCTION "certificates_are_immutable"();
