-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "sic_code" TEXT;

-- AlterTable
ALTER TABLE "waste_transfer_notes" ADD COLUMN     "hierarchy_declared" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sic_code" TEXT;
