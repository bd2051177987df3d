-- DropIndex
DROP INDEX "refunds_payment_id_key";

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "adjusts_id" UUID,
ADD COLUMN     "reissues_id" UUID,
ADD COLUMN     "request_key" TEXT;

-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "idempotency_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "invoices_reissues_id_key" ON "invoices"("reissues_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_request_key_key" ON "invoices"("request_key");

-- CreateIndex
CREATE INDEX "invoices_adjusts_id_idx" ON "invoices"("adjusts_id");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_idempotency_key_key" ON "refunds"("idempotency_key");

-- CreateIndex
CREATE INDEX "refunds_payment_id_idx" ON "refunds"("payment_id");

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_adjusts_id_fkey" FOREIGN KEY ("adjusts_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reissues_id_fkey" FOREIGN KEY ("reissues_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
