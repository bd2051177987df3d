// GET /account/destruction-summary.csv - the signed-in member's destruction summary of a site (or
// all their sites) and a range, as a CSV (lib/organisations/destruction-summary-route.ts).
import { destructionSummaryCsv } from "@/lib/organisations/destruction-summary-route";

export const GET = destructionSummaryCsv;

export const dynamic = "force-dynamic";
