// GET /admin/run-sheets?day=yyyy-mm-dd - the Bookings tab's day picker: on to that day's run sheet
import { isIsoDay } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { adminRoute } from "@/lib/server/admin-route";

export const dynamic = "force-dynamic";

export const GET = adminRoute(async (request) => {
  const day = new URL(request.url).searchParams.get("day") ?? "";
  return isIsoDay(day)
    ? new Response(null, { status: 303, headers: { Location: paths.adminRunSheet(day) } })
    : Response.json({ error: "Not found" }, { status: 404 });
});
