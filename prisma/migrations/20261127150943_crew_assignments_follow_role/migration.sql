-- A job assigned to a crew member is shown on their phone only (issue 37). When they stop being
-- Crew (Remove access, or made Office), their open jobs go back to any crew rather than to nobody's
-- phone; whatever removes the role (the Team section, SQL by hand), the jobs follow.
CREATE FUNCTION "release_jobs_of_former_crew"() RETURNS trigger AS $$
BEGIN
  UPDATE "bookings" SET "assignee_id" = NULL
   WHERE "assignee_id" = OLD."user_id" AND "status" IN ('requested', 'confirmed');
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "user_roles_release_jobs_of_former_crew"
  AFTER DELETE ON "user_roles"
  FOR EACH ROW WHEN (OLD."role" = 'crew')
  EXECUTE FUNCTION "release_jobs_of_former_crew"();
