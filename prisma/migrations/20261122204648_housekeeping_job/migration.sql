-- AlterEnum
ALTER TYPE "job_name" ADD VALUE 'housekeeping';
