-- CreateTable
CREATE TABLE "cache_tag_invalidations" (
    "tag" TEXT NOT NULL,
    "expired_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cache_tag_invalidations_pkey" PRIMARY KEY ("tag")
);
