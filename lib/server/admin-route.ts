import "server-only";
import { checkAdmin } from "./auth";

/** Admin-only route handlers: 401 without a session, 403 without the admin role. */
export function adminRoute(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const check = await checkAdmin();
    if (check.status !== "admin") {
      return Response.json(
        { error: check.status === "anonymous" ? "Unauthorized" : "Forbidden" },
        { status: check.status === "anonymous" ? 401 : 403 },
      );
    }
    return handler(request);
  };
}

export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
