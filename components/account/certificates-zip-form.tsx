import { buttonClass } from "@/components/ui/button-styles";
import { accountDocumentTexts as texts } from "@/lib/account/account-document-texts";
import { defaultCertificateRange } from "@/lib/account/account-documents-rules";
import { accountTexts } from "@/lib/account/account-texts";
import { paths } from "@/lib/shared/paths";

const field =
  "mt-1 block rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-800";

/**
 * Download all certificates: From and To (this year so far to begin with) sent as a
 * plain GET form, so the browser downloads the streamed ZIP as any file, with or without script.
 */
export function CertificatesZipForm({ today, site }: { today: string; site?: string }) {
  const range = defaultCertificateRange(today);
  return (
    <form
      method="get"
      action={paths.accountCertificatesZip}
      aria-label={accountTexts.downloadAllCertificates}
      className="mt-6 rounded-xl border border-slate-200 p-4"
    >
      <p className="text-sm text-muted">{texts.zipIntro}</p>
      {/* An organisation's site filter narrows the ZIP too. */}
      {site && <input type="hidden" name="site" value={site} />}
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <label className="text-sm font-semibold text-brand-900">
          {texts.from}
          <input type="date" name="from" defaultValue={range.from} required className={field} />
        </label>
        <label className="text-sm font-semibold text-brand-900">
          {texts.to}
          <input type="date" name="to" defaultValue={range.to} required className={field} />
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          {accountTexts.downloadAllCertificates}
        </button>
      </div>
    </form>
  );
}
