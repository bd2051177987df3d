import "server-only";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { hitRateLimit } from "@/lib/server/rate-limit";
import { membershipOf } from "@/lib/organisations/organisation-access";
import { accountCertificateNumbers } from "@/lib/account/account-documents";
import { documentScope } from "./document-scope";
import { certificatesZipName, parseCertificateRange } from "@/lib/account/account-documents-rules";
import { currentAccount } from "@/lib/account/account-session";
import { certificatesZip } from "@/lib/account/certificates-zip";

// GET /account/certificates.zip?from=yyyy-MM-dd&to=yyyy-MM-dd - Download all certificates: the
// signed-in account's certificates of destruction issued in the range (this year so far when
// From or To is not given) as one streamed ZIP. The account is read from this request's own
// cookie, and only its addresses' certificates are read; signed out, the browser is sent to
// /account to sign in (303), with nothing read. A member of an organisation gets the
// organisation's certificates of the sites their role sees (?site= narrows to one of them), and
// a role that sees no certificates (Booker, Finance) gets 404, as for a ZIP that is not there.
// Drawing every PDF costs the server about a tenth of a second a certificate, so an account may
// ask for ZIPS_PER_HOUR of them an hour (429 beyond).

export const ZIPS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

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
  const scope = documentScope(
    account,
    await membershipOf(account),
    "certificates",
    query.get("site"),
  );
  if (!scope) return Response.json({ error: "Not found." }, { status: 404, headers: noStore });
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
  const limit = await hitRateLimit(`account-zip:${account.accountId}`, ZIPS_PER_HOUR, HOUR_MS);
  if (!limit.allowed) {
    return Response.json(
      { error: "Too many downloads. Please try again later." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds), ...noStore } },
    );
  }
  return new Response(certificatesZip(accountCertificateNumbers(scope, range)), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${certificatesZipName(range)}"`,
      ...noStore,
    },
  });
}
