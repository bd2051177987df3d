import { PrismaPg } from "@prisma/adapter-pg";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { PrismaClient } from "@/generated/prisma/client";

describe("GET /api/health", () => {
  it("answers 200 while the database is reachable", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  it("answers 503 when the database is not", async () => {
    const holder = globalThis as unknown as { nessDb?: unknown };
    const real = holder.nessDb;
    holder.nessDb = new PrismaClient({
      adapter: new PrismaPg({
        connectionString: "postgresql://nobody:x@127.0.0.1:9/none",
        connectionTimeoutMillis: 2000,
      }),
    });
    try {
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "error", database: "down" });
    } finally {
      holder.nessDb = real;
    }
  });
});
