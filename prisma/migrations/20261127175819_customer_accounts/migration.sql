-- CreateEnum
CREATE TYPE "account_token_purpose" AS ENUM ('sign_in', 'add_email');

-- CreateTable
CREATE TABLE "customer_accounts" (
    "id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_emails" (
    "email" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_emails_pkey" PRIMARY KEY ("email")
);

-- CreateTable
CREATE TABLE "account_tokens" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "purpose" "account_token_purpose" NOT NULL,
    "email" TEXT NOT NULL,
    "account_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_sessions" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "account_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "account_emails_account_id_idx" ON "account_emails"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "account_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "account_tokens_expires_at_idx" ON "account_tokens"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "account_sessions_token_hash_key" ON "account_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "account_sessions_account_id_idx" ON "account_sessions"("account_id");

-- CreateIndex
CREATE INDEX "account_sessions_expires_at_idx" ON "account_sessions"("expires_at");

-- CreateIndex
CREATE INDEX "bookings_customer_email_created_at_idx" ON "bookings"("customer_email", "created_at" DESC);

-- CreateIndex
CREATE INDEX "invoices_customer_email_issued_at_idx" ON "invoices"("customer_email", "issued_at" DESC);

-- CreateIndex
CREATE INDEX "contracts_customer_email_created_at_idx" ON "contracts"("customer_email", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "account_emails" ADD CONSTRAINT "account_emails_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "customer_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "customer_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "customer_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A customer's account finds its documents by address (issue 39): the customer's e-mail on a
-- booking, contract and invoice is kept trimmed and in lower case, whoever writes it, so the
-- indexes above answer "everything under these addresses" with case and spaces ignored.
CREATE FUNCTION "normalise_customer_email"() RETURNS trigger AS $$
BEGIN
  NEW."customer_email" := lower(btrim(NEW."customer_email"));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "bookings_normalise_customer_email"
  BEFORE INSERT OR UPDATE OF "customer_email" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "normalise_customer_email"();

CREATE TRIGGER "contracts_normalise_customer_email"
  BEFORE INSERT OR UPDATE OF "customer_email" ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION "normalise_customer_email"();

CREATE TRIGGER "invoices_normalise_customer_email"
  BEFORE INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "normalise_customer_email"();

-- The rows written before: the same address, written the one way. Issued invoices are immutable;
-- this one-time rewrite of the address's case is the only change ever made to them.
UPDATE "bookings" SET "customer_email" = lower(btrim("customer_email"))
  WHERE "customer_email" <> lower(btrim("customer_email"));
UPDATE "contracts" SET "customer_email" = lower(btrim("customer_email"))
  WHERE "customer_email" <> lower(btrim("customer_email"));
ALTER TABLE "invoices" DISABLE TRIGGER "invoices_are_immutable";
UPDATE "invoices" SET "customer_email" = lower(btrim("customer_email"))
  WHERE "customer_email" <> lower(btrim("customer_email"));
ALTER TABLE "invoices" ENABLE TRIGGER "invoices_are_immutable";
