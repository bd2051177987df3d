import "server-only";
import { todayInLondon } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { accountCertificateNumbers } from "./account-documents";
import { certificatesZipName, parseCertificateRange } from "./account-documents-rules";
import { currentAccount } from "./account-session";
import { certificatesZip } from "./certificates-zip";

// GET /account/certificates.zip?from=yyyy-MM-dd&to=yyyy-MM-dd - Download all certificates: the
// signed-in account's certificates of destruction issued in the range (this year so far when
// From or To is not given) as one streamed ZIP. The account is read from this request's own
// cookie, and only its addresses' certificates are read; signed out, the browser is sent to
// /account to sign in (303), with nothing read.

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function GET(request: Request): Promise<Response> {
  const account = await currentAccount();
  if (!account) {
    return new Response(null, {
      status: 303,
      headers: { Location: new URL(paths.account, request.url).toString(), ...noStore },
    });
  }
  const query = new URL(request.url).searchParams;
  const range = parseCertificateRange(
    { from: query.get("from"), to: query.get("to") },
    todayInLondon(),
  );
  if (!range) {
    return Response.json(
      { error: "From and To must be days (yyyy-mm-dd), From not after To." },
      { status: 400, headers: noStore },
    );
  }
  return new Response(certificatesZip(accountCertificateNumbers(account, range)), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${certificatesZipName(range)}"`,
      ...noStore,
    },
  });
}
