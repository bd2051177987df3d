-- CreateTable
CREATE TABLE "capacity_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "collections_per_day" INTEGER NOT NULL DEFAULT 8,
    "onsite_per_day" INTEGER NOT NULL DEFAULT 3,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "capacity_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "closed_dates" (
    "day" DATE NOT NULL,
    "reason" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "closed_dates_pkey" PRIMARY KEY ("day")
);
