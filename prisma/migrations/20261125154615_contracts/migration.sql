-- CreateEnum
CREATE TYPE "contract_service" AS ENUM ('console_emptying', 'offsite_collection', 'onsite_shredding');

-- CreateEnum
CREATE TYPE "contract_frequency" AS ENUM ('weekly', 'fortnightly', 'every_4_weeks', 'monthly', 'quarterly');

-- CreateEnum
CREATE TYPE "contract_invoicing" AS ENUM ('monthly_in_arrears', 'per_visit');

-- CreateEnum
CREATE TYPE "contract_status" AS ENUM ('active', 'paused', 'ended');

-- CreateEnum
CREATE TYPE "visit_kind" AS ENUM ('scheduled', 'extra');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "job_name" ADD VALUE 'contract_visits';
ALTER TYPE "job_name" ADD VALUE 'visit_reminders';
ALTER TYPE "job_name" ADD VALUE 'contract_invoices';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "booking_event_kind" ADD VALUE 'scheduled';
ALTER TYPE "booking_event_kind" ADD VALUE 'skipped';
ALTER TYPE "booking_event_kind" ADD VALUE 'moved';

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "contract_id" UUID,
ADD COLUMN     "visit_kind" "visit_kind",
ADD COLUMN     "visit_original_day" DATE;

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "contract_id" UUID,
ADD COLUMN     "period" TEXT;

-- AlterTable
ALTER TABLE "invoice_lines" ADD COLUMN     "booking_id" UUID;

-- CreateTable
CREATE TABLE "contract_counters" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "last" INTEGER NOT NULL,

    CONSTRAINT "contract_counters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contracts" (
    "id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "customer_name" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "customer_email" TEXT NOT NULL,
    "customer_phone" TEXT NOT NULL,
    "site_address" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "outside_area" BOOLEAN NOT NULL DEFAULT false,
    "service" "contract_service" NOT NULL,
    "containers" INTEGER NOT NULL,
    "start_day" DATE NOT NULL,
    "purchase_order" TEXT,
    "invoicing" "contract_invoicing" NOT NULL,
    "status" "contract_status" NOT NULL DEFAULT 'active',
    "status_from" DATE,
    "calendar_sequence" INTEGER NOT NULL DEFAULT 0,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contracts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_rule_periods" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "from_day" DATE NOT NULL,
    "frequency" "contract_frequency" NOT NULL,
    "rule" TEXT NOT NULL,
    "price_pence" INTEGER NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contract_rule_periods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_visit_exceptions" (
    "contract_id" UUID NOT NULL,
    "original_day" DATE NOT NULL,
    "moved_to" DATE,
    "actor" "booking_actor" NOT NULL,
    "actor_email" TEXT,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contract_visit_exceptions_pkey" PRIMARY KEY ("contract_id","original_day")
);

-- CreateTable
CREATE TABLE "visit_reminders" (
    "booking_id" UUID NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "visit_reminders_pkey" PRIMARY KEY ("booking_id")
);

-- CreateTable
CREATE TABLE "waste_transfer_notes" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "year" INTEGER NOT NULL,
    "signed_name" TEXT,
    "signed_at" TIMESTAMPTZ(3),
    "signed_ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "waste_transfer_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "contracts_number_key" ON "contracts"("number");

-- CreateIndex
CREATE INDEX "contracts_status_created_at_idx" ON "contracts"("status", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "contract_rule_periods_contract_id_from_day_key" ON "contract_rule_periods"("contract_id", "from_day");

-- CreateIndex
CREATE UNIQUE INDEX "waste_transfer_notes_contract_id_year_key" ON "waste_transfer_notes"("contract_id", "year");

-- CreateIndex
CREATE INDEX "bookings_contract_id_selected_date_idx" ON "bookings"("contract_id", "selected_date");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_contract_id_visit_original_day_key" ON "bookings"("contract_id", "visit_original_day");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_contract_id_kind_period_key" ON "invoices"("contract_id", "kind", "period");

-- CreateIndex
CREATE INDEX "invoice_lines_booking_id_idx" ON "invoice_lines"("booking_id");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_rule_periods" ADD CONSTRAINT "contract_rule_periods_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_visit_exceptions" ADD CONSTRAINT "contract_visit_exceptions_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "visit_reminders" ADD CONSTRAINT "visit_reminders_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waste_transfer_notes" ADD CONSTRAINT "waste_transfer_notes_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
