-- An issued invoice or credit note stays immutable, except for the site it belongs to: the
-- organisations migration's triggers move a booking's or a contract's invoices with it when it
-- is put under a site (Add to organisation), and the office may put an invoice of no job under
-- one. Any other change, and any deletion, is still refused. (The lines and payments keep the
-- original rule.)
CREATE FUNCTION "invoice_site_may_move"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'site_id') = (to_jsonb(OLD) - 'site_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is issued and cannot be changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER "invoices_are_immutable" ON "invoices";
CREATE TRIGGER "invoices_are_immutable"
  BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoice_site_may_move"();
