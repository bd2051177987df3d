// GET /admin/seal-labels/{id}/pdf - one print's seal labels as an A4 PDF (admin only)
import { labelsPdfHandler, type LabelPrintParams } from "@/lib/custody/label-files";
import { adminRoute } from "@/lib/server/admin-route";

export const dynamic = "force-dynamic";

export const GET = adminRoute<LabelPrintParams>(labelsPdfHandler);
