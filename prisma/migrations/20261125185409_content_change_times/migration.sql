-- AlterTable
ALTER TABLE "articles" ADD COLUMN     "content_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "page_metadata" ADD COLUMN     "content_changed_at" TIMESTAMPTZ(3);

-- Backfill: an article's last recorded edit (its created or updated events), else when it was
-- published, else when it was created; never the time this migration runs or a seed ran.
UPDATE "articles" AS a SET "content_changed_at" = COALESCE(
  (SELECT max(e."created_at") FROM "article_events" e
    WHERE e."article_id" = a."id" AND e."action" IN ('created', 'updated')),
  a."published_at",
  a."created_at"
);

-- A page's record edited after it was seeded keeps that edit's time; one never edited has none.
UPDATE "page_metadata" SET "content_changed_at" = "updated_at"
  WHERE "updated_at" > "created_at" + interval '1 second';
