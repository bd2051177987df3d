// GET /admin/custody/export - the Custody report's filtered seals as CSV (admin only)
import { custodyCsv } from "@/lib/custody/custody-csv";
import { todayInLondon } from "@/lib/shared/dates";
import { adminRoute } from "@/lib/server/admin-route";

export const dynamic = "force-dynamic";

export const GET = adminRoute(async (request) => custodyCsv(request, todayInLondon()));
