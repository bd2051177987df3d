-- An issued invoice (or credit note) stays immutable, with one exception: the site it belongs
-- to. 'Add to {organisation}' puts an earlier booking or contract under a site, and the triggers of
-- migration organisations move its invoices with it (bookings_site_moves_invoices,
-- contracts_site_moves_visits); the immutability trigger refused that UPDATE, so a booking with
-- an invoice could never be added. An UPDATE that changes nothing but site_id passes; any other
-- change, and every deletion, is refused as before. Invoice lines and payments keep the old rule.
CREATE FUNCTION "invoices_are_immutable_but_their_site"() RETURNS trigger AS $$
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
  FOR EACH ROW EXECUTE FUNCTION "invoices_are_immutable_but_their_site"();
