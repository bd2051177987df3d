import "server-only";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { currentAccount } from "@/lib/account/account-session";
import { csvResponse } from "@/lib/server/csv-export";
import { destructionSummaryFor, summaryCsv } from "./destruction-summary";
import { destructionSummaryPdfResponse } from "./destruction-summary-pdf";
import { summaryFileName } from "./destruction-summary-rules";
import { summaryTexts as texts } from "./destruction-summary-texts";

// GET /account/destruction-summary.csv and .pdf?site=&from=yyyy-MM-dd&to=yyyy-MM-dd: the signed-in
// member's destruction summary (destruction-summary.ts). Signed out: to /account to sign in
// (303). A member whose role has no certificates (a Booker, Finance), or an account in no
// organisation: 404. A range that is not two days, From not after To: 400 saying so.

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

function destructionSummaryRoute(kind: "csv" | "pdf") {
  return async (request: Request): Promise<Response> => {
    const query = new URL(request.url).searchParams;
    const answer = await destructionSummaryFor(
      await currentAccount(),
      { site: query.get("site"), from: query.get("from"), to: query.get("to") },
      todayInLondon(),
    );
    switch (answer.status) {
      case "signed-out":
        return new Response(null, {
          status: 303,
          headers: { Location: new URL(paths.account, request.url).toString(), ...noStore },
        });
      case "not-found":
        return new Response("Not found", {
          status: 404,
          headers: { "Content-Type": "text/plain", ...noStore },
        });
      case "bad-range":
        return Response.json({ error: texts.badRange }, { status: 400, headers: noStore });
      case "ok": {
        if (kind === "pdf") return destructionSummaryPdfResponse(answer.summary);
        const response = csvResponse(
          summaryFileName(answer.summary.range, "csv"),
          summaryCsv(answer.summary),
        );
        response.headers.set("Cache-Control", noStore["Cache-Control"]);
        return response;
      }
    }
  };
}

export const destructionSummaryCsv = destructionSummaryRoute("csv");
export const destructionSummaryPdf = destructionSummaryRoute("pdf");
