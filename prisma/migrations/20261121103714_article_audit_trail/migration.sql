-- CreateEnum
CREATE TYPE "article_event_action" AS ENUM ('created', 'updated', 'published', 'unpublished', 'scheduled', 'featured', 'unfeatured', 'deleted');

-- CreateTable
CREATE TABLE "article_events" (
    "id" UUID NOT NULL,
    "article_id" UUID,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "action" "article_event_action" NOT NULL,
    "actor_email" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "article_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "article_events_article_id_created_at_idx" ON "article_events"("article_id", "created_at" DESC);
