-- CreateIndex
CREATE INDEX "articles_is_published_published_at_created_at_idx" ON "articles"("is_published", "published_at" DESC, "created_at" DESC);
