-- CreateEnum
CREATE TYPE "job_name" AS ENUM ('content_scheduler', 'airtable_sync', 'email_delivery');

-- CreateEnum
CREATE TYPE "job_trigger" AS ENUM ('schedule', 'admin');

-- CreateEnum
CREATE TYPE "job_run_status" AS ENUM ('running', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "indexnow_trigger" AS ENUM ('admin', 'automatic');

-- CreateTable
CREATE TABLE "job_runs" (
    "id" UUID NOT NULL,
    "job" "job_name" NOT NULL,
    "trigger" "job_trigger" NOT NULL,
    "status" "job_run_status" NOT NULL DEFAULT 'running',
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "duration_ms" INTEGER,
    "summary" TEXT,
    "details" JSONB,
    "error" TEXT,

    CONSTRAINT "job_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "indexnow_submissions" (
    "id" UUID NOT NULL,
    "trigger" "indexnow_trigger" NOT NULL,
    "urls" TEXT[],
    "url_count" INTEGER NOT NULL,
    "http_status" INTEGER,
    "success" BOOLEAN NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "indexnow_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "job_runs_started_at_idx" ON "job_runs"("started_at" DESC);

-- CreateIndex
CREATE INDEX "job_runs_job_trigger_started_at_idx" ON "job_runs"("job", "trigger", "started_at" DESC);

-- CreateIndex
CREATE INDEX "indexnow_submissions_created_at_idx" ON "indexnow_submissions"("created_at" DESC);
