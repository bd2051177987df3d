// Prisma 7 reads its connection here, not from .env. Only `prisma generate` runs through the
// Prisma CLI on this project (see scripts/migrate.ts for migrations), so a placeholder URL is fine.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/placeholder",
  },
});
