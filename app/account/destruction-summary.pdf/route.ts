// GET /account/destruction-summary.pdf - the signed-in member's destruction summary of a site (or
// all their sites) and a range, as a PDF (lib/organisations/destruction-summary-route.ts).
import { destructionSummaryPdf } from "@/lib/organisations/destruction-summary-route";

export const GET = destructionSummaryPdf;

export const dynamic = "force-dynamic";
