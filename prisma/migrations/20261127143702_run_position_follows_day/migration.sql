-- The office's run order is a day's (issue 37): a job moved to another day (a reschedule, the
-- office's Move on the board, a contract visit's move or its undo, SQL by hand) leaves its place
-- behind and joins the new day's order at the end, in district order, until the office moves it.
CREATE FUNCTION "clear_run_position_on_day_change"() RETURNS trigger AS $$
BEGIN
  IF NEW."selected_date" IS DISTINCT FROM OLD."selected_date" THEN
    NEW."run_position" := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "bookings_clear_run_position_on_day_change"
  BEFORE UPDATE OF "selected_date" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "clear_run_position_on_day_change"();
