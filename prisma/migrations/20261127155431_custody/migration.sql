-- CreateEnum
CREATE TYPE "seal_state" AS ENUM ('issued', 'collected', 'destroyed');

-- CreateTable
CREATE TABLE "seal_counters" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "last" INTEGER NOT NULL,

    CONSTRAINT "seal_counters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "label_prints" (
    "id" UUID NOT NULL,
    "first_number" INTEGER NOT NULL,
    "last_number" INTEGER NOT NULL,
    "sheets" INTEGER NOT NULL,
    "printed_by" TEXT NOT NULL,
    "printed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "label_prints_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seals" (
    "number" INTEGER NOT NULL,
    "state" "seal_state" NOT NULL DEFAULT 'issued',
    "print_id" UUID NOT NULL,
    "booking_id" UUID,
    "collected_at" TIMESTAMPTZ(3),
    "run_id" UUID,
    "destroyed_at" TIMESTAMPTZ(3),

    CONSTRAINT "seals_pkey" PRIMARY KEY ("number")
);

-- CreateTable
CREATE TABLE "shredders" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "shredders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "destruction_runs" (
    "id" UUID NOT NULL,
    "shredder_id" UUID NOT NULL,
    "operator" TEXT NOT NULL,
    "started_by" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "destruction_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "destruction_scans" (
    "id" UUID NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "run_id" UUID NOT NULL,
    "seal_text" TEXT NOT NULL,
    "scanned_at" TIMESTAMPTZ(3) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "refusal" TEXT,

    CONSTRAINT "destruction_scans_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "seals_state_collected_at_idx" ON "seals"("state", "collected_at");

-- CreateIndex
CREATE INDEX "seals_booking_id_idx" ON "seals"("booking_id");

-- CreateIndex
CREATE INDEX "seals_run_id_idx" ON "seals"("run_id");

-- CreateIndex
CREATE UNIQUE INDEX "shredders_name_key" ON "shredders"("name");

-- CreateIndex
CREATE INDEX "destruction_runs_started_at_idx" ON "destruction_runs"("started_at");

-- CreateIndex
CREATE UNIQUE INDEX "destruction_scans_idempotency_key_key" ON "destruction_scans"("idempotency_key");

-- CreateIndex
CREATE INDEX "destruction_scans_run_id_received_at_idx" ON "destruction_scans"("run_id", "received_at");

-- AddForeignKey
ALTER TABLE "seals" ADD CONSTRAINT "seals_print_id_fkey" FOREIGN KEY ("print_id") REFERENCES "label_prints"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seals" ADD CONSTRAINT "seals_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seals" ADD CONSTRAINT "seals_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "destruction_runs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "destruction_runs" ADD CONSTRAINT "destruction_runs_shredder_id_fkey" FOREIGN KEY ("shredder_id") REFERENCES "shredders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "destruction_scans" ADD CONSTRAINT "destruction_scans_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "destruction_runs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
