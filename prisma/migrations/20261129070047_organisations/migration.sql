-- CreateEnum
CREATE TYPE "organisation_role" AS ENUM ('administrator', 'booker', 'finance', 'viewer');

-- DropIndex
DROP INDEX "payments_checkout_session_id_key";

-- DropIndex
DROP INDEX "payments_payment_intent_id_key";

-- DropIndex
DROP INDEX "duplicate_payments_checkout_session_id_key";

-- DropIndex
DROP INDEX "duplicate_payments_payment_intent_id_key";

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "site_id" UUID;

-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "purchase_order" TEXT;

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "site_id" UUID;

-- AlterTable
ALTER TABLE "checkout_sessions" ADD COLUMN     "organisation_id" UUID;

-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "site_id" UUID;

-- CreateTable
CREATE TABLE "organisations" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "billing_address" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "vat_number" TEXT,
    "purchase_order_required" BOOLEAN NOT NULL DEFAULT false,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "organisations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "organisation_members" (
    "account_id" UUID NOT NULL,
    "organisation_id" UUID NOT NULL,
    "role" "organisation_role" NOT NULL,
    "all_sites" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "organisation_members_pkey" PRIMARY KEY ("account_id")
);

-- CreateTable
CREATE TABLE "member_sites" (
    "account_id" UUID NOT NULL,
    "site_id" UUID NOT NULL,

    CONSTRAINT "member_sites_pkey" PRIMARY KEY ("account_id","site_id")
);

-- CreateTable
CREATE TABLE "sites" (
    "id" UUID NOT NULL,
    "organisation_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "access_notes" TEXT,
    "contact_name" TEXT NOT NULL,
    "contact_phone" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "organisation_invitations" (
    "id" UUID NOT NULL,
    "organisation_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "role" "organisation_role" NOT NULL,
    "all_sites" BOOLEAN NOT NULL DEFAULT true,
    "site_ids" UUID[],
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "invited_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "organisation_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "checkout_invoices" (
    "session_id" TEXT NOT NULL,
    "invoice_id" UUID NOT NULL,
    "amount_pence" INTEGER NOT NULL,

    CONSTRAINT "checkout_invoices_pkey" PRIMARY KEY ("session_id","invoice_id")
);

-- CreateIndex
CREATE INDEX "organisations_name_idx" ON "organisations"("name");

-- CreateIndex
CREATE INDEX "organisation_members_organisation_id_role_idx" ON "organisation_members"("organisation_id", "role");

-- CreateIndex
CREATE INDEX "member_sites_site_id_idx" ON "member_sites"("site_id");

-- CreateIndex
CREATE UNIQUE INDEX "sites_organisation_id_name_key" ON "sites"("organisation_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "organisation_invitations_token_hash_key" ON "organisation_invitations"("token_hash");

-- CreateIndex
CREATE INDEX "organisation_invitations_organisation_id_idx" ON "organisation_invitations"("organisation_id");

-- CreateIndex
CREATE INDEX "checkout_invoices_invoice_id_idx" ON "checkout_invoices"("invoice_id");

-- CreateIndex
CREATE INDEX "bookings_site_id_created_at_idx" ON "bookings"("site_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "invoices_site_id_issued_at_idx" ON "invoices"("site_id", "issued_at" DESC);

-- CreateIndex
CREATE INDEX "payments_payment_intent_id_idx" ON "payments"("payment_intent_id");

-- CreateIndex
CREATE UNIQUE INDEX "payments_checkout_session_id_invoice_id_key" ON "payments"("checkout_session_id", "invoice_id");

-- CreateIndex
CREATE INDEX "duplicate_payments_payment_intent_id_idx" ON "duplicate_payments"("payment_intent_id");

-- CreateIndex
CREATE UNIQUE INDEX "duplicate_payments_checkout_session_id_invoice_id_key" ON "duplicate_payments"("checkout_session_id", "invoice_id");

-- CreateIndex
CREATE INDEX "checkout_sessions_organisation_id_created_at_idx" ON "checkout_sessions"("organisation_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "contracts_site_id_created_at_idx" ON "contracts"("site_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "customer_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_sites" ADD CONSTRAINT "member_sites_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "organisation_members"("account_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_sites" ADD CONSTRAINT "member_sites_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sites" ADD CONSTRAINT "sites_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "checkout_invoices" ADD CONSTRAINT "checkout_invoices_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "checkout_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "checkout_invoices" ADD CONSTRAINT "checkout_invoices_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A job's site follows its contract's, an invoice's its booking's or contract's (a credit note's
-- the invoice it credits), whatever writes the row; and putting a booking or a contract under a
-- site later (Add to organisation) moves its visits and invoices with it.
CREATE FUNCTION "booking_site_from_contract"() RETURNS trigger AS $$
BEGIN
  IF NEW.site_id IS NULL AND NEW.contract_id IS NOT NULL THEN
    NEW.site_id := (SELECT site_id FROM contracts WHERE id = NEW.contract_id);
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER "bookings_site_from_contract" BEFORE INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_site_from_contract"();

CREATE FUNCTION "invoice_site_from_job"() RETURNS trigger AS $$
BEGIN
  IF NEW.site_id IS NULL THEN
    NEW.site_id := COALESCE(
      (SELECT site_id FROM bookings WHERE id = NEW.booking_id),
      (SELECT site_id FROM contracts WHERE id = NEW.contract_id),
      (SELECT site_id FROM invoices WHERE id = COALESCE(NEW.credits_id, NEW.adjusts_id, NEW.reissues_id)));
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER "invoices_site_from_job" BEFORE INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoice_site_from_job"();

CREATE FUNCTION "booking_site_moves_invoices"() RETURNS trigger AS $$
BEGIN
  UPDATE invoices SET site_id = NEW.site_id
   WHERE booking_id = NEW.id
      OR credits_id IN (SELECT id FROM invoices WHERE booking_id = NEW.id)
      OR adjusts_id IN (SELECT id FROM invoices WHERE booking_id = NEW.id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER "bookings_site_moves_invoices" AFTER UPDATE OF "site_id" ON "bookings"
  FOR EACH ROW WHEN (OLD.site_id IS DISTINCT FROM NEW.site_id)
  EXECUTE FUNCTION "booking_site_moves_invoices"();

CREATE FUNCTION "contract_site_moves_visits"() RETURNS trigger AS $$
BEGIN
  UPDATE bookings SET site_id = NEW.site_id WHERE contract_id = NEW.id;
  UPDATE invoices SET site_id = NEW.site_id
   WHERE contract_id = NEW.id
      OR credits_id IN (SELECT id FROM invoices WHERE contract_id = NEW.id)
      OR adjusts_id IN (SELECT id FROM invoices WHERE contract_id = NEW.id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER "contracts_site_moves_visits" AFTER UPDATE OF "site_id" ON "contracts"
  FOR EACH ROW WHEN (OLD.site_id IS DISTINCT FROM NEW.site_id)
  EXECUTE FUNCTION "contract_site_moves_visits"();

-- A certificate prints its booking's purchase order number as it stood at issue. Certificates
-- issued before this carry none (they are immutable).
CREATE FUNCTION "certificate_purchase_order"() RETURNS trigger AS $$
BEGIN
  IF NEW.purchase_order IS NULL THEN
    NEW.purchase_order := (SELECT purchase_order FROM bookings WHERE id = NEW.booking_id);
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER "certificates_purchase_order" BEFORE INSERT ON "certificates"
  FOR EACH ROW EXECUTE FUNCTION "certificate_purchase_order"();
