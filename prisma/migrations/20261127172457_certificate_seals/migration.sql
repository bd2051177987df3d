-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "seal_count" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "certificate_seals" (
    "certificate_id" UUID NOT NULL,
    "seal_number" INTEGER NOT NULL,
    "collected_at" TIMESTAMPTZ(3) NOT NULL,
    "destroyed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "certificate_seals_pkey" PRIMARY KEY ("certificate_id","seal_number")
);

-- CreateIndex
CREATE INDEX "certificate_seals_seal_number_idx" ON "certificate_seals"("seal_number");

-- AddForeignKey
ALTER TABLE "certificate_seals" ADD CONSTRAINT "certificate_seals_certificate_id_fkey" FOREIGN KEY ("certificate_id") REFERENCES "certificates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificate_seals" ADD CONSTRAINT "certificate_seals_seal_number_fkey" FOREIGN KEY ("seal_number") REFERENCES "seals"("number") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A certificate's seal list is frozen with it: no change, no deletion.
CREATE FUNCTION "certificate_seals_are_immutable"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the seals of an issued certificate cannot be changed or deleted'
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "certificate_seals_are_immutable"
  BEFORE UPDATE OR DELETE ON "certificate_seals"
  FOR EACH ROW EXECUTE FUNCTION "certificate_seals_are_immutable"();

-- Nor can a seal be added to it later: a certificate lists exactly seal_count seals (fixed on its
-- immutable row), so once they are written one more is refused.
CREATE FUNCTION "certificate_seals_within_count"() RETURNS trigger AS $$
BEGIN
  IF (SELECT count(*) FROM "certificate_seals" WHERE "certificate_id" = NEW."certificate_id")
     >= (SELECT "seal_count" FROM "certificates" WHERE "id" = NEW."certificate_id") THEN
    RAISE EXCEPTION 'an issued certificate''s seals cannot be added to'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "certificate_seals_within_count"
  BEFORE INSERT ON "certificate_seals"
  FOR EACH ROW EXECUTE FUNCTION "certificate_seals_within_count"();

-- And a certificate is never committed with fewer seals than it counts: checked as the issuing
-- transaction commits, when its seals have been written.
CREATE FUNCTION "certificate_seals_complete"() RETURNS trigger AS $$
BEGIN
  IF (SELECT count(*) FROM "certificate_seals" WHERE "certificate_id" = NEW."id")
     <> NEW."seal_count" THEN
    RAISE EXCEPTION 'certificate % lists % seals but % were written', NEW."number",
      NEW."seal_count", (SELECT count(*) FROM "certificate_seals" WHERE "certificate_id" = NEW."id")
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE CONSTRAINT TRIGGER "certificate_seals_complete"
  AFTER INSERT ON "certificates"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "certificate_seals_complete"();
