-- CreateEnum
CREATE TYPE "payment_choice" AS ENUM ('after_collection', 'card_now');

-- CreateEnum
CREATE TYPE "invoice_kind" AS ENUM ('invoice', 'credit_note');

-- CreateEnum
CREATE TYPE "payment_method" AS ENUM ('card', 'bank_transfer', 'cheque', 'card_by_phone');

-- CreateEnum
CREATE TYPE "refund_status" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "checkout_status" AS ENUM ('open', 'completed', 'expired');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "job_name" ADD VALUE 'invoice_reminders';
ALTER TYPE "job_name" ADD VALUE 'refund_retries';

-- AlterEnum
ALTER TYPE "booking_actor" ADD VALUE 'system';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "booking_event_kind" ADD VALUE 'invoiced';
ALTER TYPE "booking_event_kind" ADD VALUE 'paid';
ALTER TYPE "booking_event_kind" ADD VALUE 'refunded';
ALTER TYPE "booking_event_kind" ADD VALUE 'credited';
ALTER TYPE "booking_event_kind" ADD VALUE 'payment_expired';

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "payment_choice" "payment_choice" NOT NULL DEFAULT 'after_collection',
ADD COLUMN     "purchase_order" TEXT;

-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "invoice_id" UUID;

-- CreateTable
CREATE TABLE "invoice_counters" (
    "series" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("series","year")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" UUID NOT NULL,
    "kind" "invoice_kind" NOT NULL,
    "number" TEXT NOT NULL,
    "booking_id" UUID,
    "credits_id" UUID,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "issued_by" TEXT NOT NULL,
    "supply_date" DATE NOT NULL,
    "due_date" DATE NOT NULL,
    "customer_name" TEXT NOT NULL,
    "company_name" TEXT,
    "customer_email" TEXT NOT NULL,
    "customer_address" TEXT,
    "purchase_order" TEXT,
    "reference" TEXT,
    "subtotal_pence" INTEGER NOT NULL,
    "vat_pence" INTEGER NOT NULL,
    "total_pence" INTEGER NOT NULL,
    "reason" TEXT,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_lines" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price_pence" INTEGER NOT NULL,
    "vat_rate_bp" INTEGER NOT NULL,
    "net_pence" INTEGER NOT NULL,
    "vat_pence" INTEGER NOT NULL,

    CONSTRAINT "invoice_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "booking_id" UUID,
    "method" "payment_method" NOT NULL,
    "amount_pence" INTEGER NOT NULL,
    "received_on" DATE NOT NULL,
    "checkout_session_id" TEXT,
    "payment_intent_id" TEXT,
    "recorded_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refunds" (
    "id" UUID NOT NULL,
    "payment_id" UUID NOT NULL,
    "credit_note_id" UUID NOT NULL,
    "amount_pence" INTEGER NOT NULL,
    "status" "refund_status" NOT NULL DEFAULT 'pending',
    "stripe_refund_id" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_reminders" (
    "invoice_id" UUID NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoice_reminders_pkey" PRIMARY KEY ("invoice_id")
);

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "checkout_sessions" (
    "id" TEXT NOT NULL,
    "booking_id" UUID,
    "invoice_id" UUID,
    "amount_pence" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "status" "checkout_status" NOT NULL DEFAULT 'open',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "checkout_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices"("number");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_credits_id_key" ON "invoices"("credits_id");

-- CreateIndex
CREATE INDEX "invoices_booking_id_idx" ON "invoices"("booking_id");

-- CreateIndex
CREATE INDEX "invoices_kind_issued_at_idx" ON "invoices"("kind", "issued_at" DESC);

-- CreateIndex
CREATE INDEX "invoices_issued_at_idx" ON "invoices"("issued_at" DESC);

-- CreateIndex
CREATE INDEX "invoices_due_date_idx" ON "invoices"("due_date");

-- CreateIndex
CREATE UNIQUE INDEX "invoice_lines_invoice_id_position_key" ON "invoice_lines"("invoice_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "payments_invoice_id_key" ON "payments"("invoice_id");

-- CreateIndex
CREATE UNIQUE INDEX "payments_checkout_session_id_key" ON "payments"("checkout_session_id");

-- CreateIndex
CREATE UNIQUE INDEX "payments_payment_intent_id_key" ON "payments"("payment_intent_id");

-- CreateIndex
CREATE INDEX "payments_booking_id_idx" ON "payments"("booking_id");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_payment_id_key" ON "refunds"("payment_id");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_credit_note_id_key" ON "refunds"("credit_note_id");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_stripe_refund_id_key" ON "refunds"("stripe_refund_id");

-- CreateIndex
CREATE INDEX "refunds_status_next_attempt_at_idx" ON "refunds"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "checkout_sessions_booking_id_created_at_idx" ON "checkout_sessions"("booking_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "checkout_sessions_invoice_id_created_at_idx" ON "checkout_sessions"("invoice_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_id_fkey" FOREIGN KEY ("credits_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Invoices, credit notes and their lines are immutable once issued: no change, no deletion. A
-- correction is a credit note (a new row naming the invoice) plus a new invoice.
CREATE FUNCTION "invoices_are_immutable"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is issued and cannot be changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "invoices_are_immutable"
  BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_are_immutable"();

CREATE TRIGGER "invoice_lines_are_immutable"
  BEFORE UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION "invoices_are_immutable"();

-- A payment is money received: it is never changed or removed (a refund is its own row).
CREATE TRIGGER "payments_are_immutable"
  BEFORE UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "invoices_are_immutable"();
