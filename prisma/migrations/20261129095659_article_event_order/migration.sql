-- AlterTable
ALTER TABLE "article_events" ADD COLUMN     "seq" BIGSERIAL NOT NULL;
