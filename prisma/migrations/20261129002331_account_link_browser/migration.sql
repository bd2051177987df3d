-- AlterTable
ALTER TABLE "account_tokens" ADD COLUMN     "browser_hash" TEXT;
