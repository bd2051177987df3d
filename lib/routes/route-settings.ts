import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { DEFAULT_ROUTE_SETTINGS, type RouteSettings } from "./route-rules";

// The route planner's settings: one row, or the defaults until the office saves its own.

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

export async function readRouteSettings(client: Client = db()): Promise<RouteSettings> {
  const row = await client.routeSetting.findUnique({ where: { id: 1 } });
  if (!row) return { ...DEFAULT_ROUTE_SETTINGS };
  return {
    collectionBaseMinutes: row.collectionBaseMinutes,
    collectionPerBagMinutes: row.collectionPerBagMinutes,
    onsiteBaseMinutes: row.onsiteBaseMinutes,
    onsitePerBagMinutes: row.onsitePerBagMinutes,
    roadFactor: row.roadFactor,
    speedKmh: row.speedKmh,
  };
}

export async function saveRouteSettings(settings: RouteSettings): Promise<void> {
  await db().routeSetting.upsert({
    where: { id: 1 },
    create: { id: 1, ...settings },
    update: settings,
  });
}
