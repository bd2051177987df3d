-- AlterTable
ALTER TABLE "users" ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 1;

-- Sessions end when what they were granted on changes, however the change is made (the user
-- tool, the seed, or SQL by hand): a new password, or a role taken away. A deleted user has no
-- row, so its sessions fail the same check.
CREATE FUNCTION "end_sessions_on_password_change"() RETURNS trigger AS $$
BEGIN
  IF NEW."password_hash" IS DISTINCT FROM OLD."password_hash" THEN
    NEW."session_version" := OLD."session_version" + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "users_end_sessions_on_password_change"
  BEFORE UPDATE OF "password_hash" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "end_sessions_on_password_change"();

CREATE FUNCTION "end_sessions_on_role_removal"() RETURNS trigger AS $$
BEGIN
  UPDATE "users" SET "session_version" = "session_version" + 1 WHERE "id" = OLD."user_id";
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "user_roles_end_sessions_on_removal"
  AFTER DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "end_sessions_on_role_removal"();
