-- CreateEnum
CREATE TYPE "duplicate_payment_reason" AS ENUM ('already_paid', 'credited');

-- CreateTable
CREATE TABLE "duplicate_payments" (
    "id" UUID NOT NULL,
    "checkout_session_id" TEXT NOT NULL,
    "payment_intent_id" TEXT,
    "invoice_id" UUID NOT NULL,
    "reason" "duplicate_payment_reason" NOT NULL,
    "amount_pence" INTEGER NOT NULL,
    "refund_status" "refund_status" NOT NULL DEFAULT 'pending',
    "stripe_refund_id" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "seen_at" TIMESTAMPTZ(3),
    "seen_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "duplicate_payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "duplicate_payments_checkout_session_id_key" ON "duplicate_payments"("checkout_session_id");

-- CreateIndex
CREATE UNIQUE INDEX "duplicate_payments_payment_intent_id_key" ON "duplicate_payments"("payment_intent_id");

-- CreateIndex
CREATE UNIQUE INDEX "duplicate_payments_stripe_refund_id_key" ON "duplicate_payments"("stripe_refund_id");

-- CreateIndex
CREATE INDEX "duplicate_payments_refund_status_next_attempt_at_idx" ON "duplicate_payments"("refund_status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "duplicate_payments_seen_at_idx" ON "duplicate_payments"("seen_at");

-- CreateIndex
CREATE INDEX "duplicate_payments_created_at_idx" ON "duplicate_payments"("created_at" DESC);

-- AddForeignKey
ALTER TABLE "duplicate_payments" ADD CONSTRAINT "duplicate_payments_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
