import { ListPages } from "@/components/admin/list-pages";
import { SimpleTable } from "@/components/admin/simple-table";
import { PrintLabelsForm } from "@/components/custody/print-labels-form";
import { adminSectionMetadata } from "@/lib/office/sections";
import { labelPrintsPage } from "@/lib/custody/label-prints";
import { labelTexts } from "@/lib/custody/label-texts";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { parsePageNumber } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { adminPage } from "@/lib/server/admin-guard";

type Props = { searchParams: Promise<{ page?: string }> };

export const metadata = adminSectionMetadata("sealLabels");

export default adminPage(async function SealLabelsPage({ searchParams }: Props) {
  const { page } = await searchParams;
  const prints = await labelPrintsPage(parsePageNumber(page) ?? 1);
  return (
    <div>
      <p className="mt-1 mb-6 text-muted">
        Numbered seal labels for sealed bags and consoles. Each number is issued once, in order, and
        the crew can collect only seals printed here.
      </p>
      <PrintLabelsForm />
      <h2 className="mt-10 mb-3 text-lg font-semibold text-brand-900">{labelTexts.listCaption}</h2>
      {prints.items.length === 0 ? (
        <p className="text-muted">{labelTexts.none}</p>
      ) : (
        <SimpleTable
          caption={labelTexts.listCaption}
          headers={["Printed", "By", "Seals", "Sheets", "PDF"]}
          rows={prints.items.map((print) => {
            const range = labelTexts.range(print.firstNumber, print.lastNumber);
            return {
              key: print.id,
              cells: [
                formatLondonDateTime(print.printedAt),
                print.printedBy,
                <span key="range" className="font-mono">
                  {range}
                </span>,
                print.sheets,
                <a
                  key="pdf"
                  href={paths.adminSealLabelsPdf(print.id)}
                  className="font-semibold text-accent-700 underline"
                  aria-label={`Download labels ${range} (PDF)`}
                >
                  Download
                </a>,
              ],
            };
          })}
        />
      )}
      <ListPages page={prints} noun="label prints" path={paths.adminSealLabels} filter={{}} />
    </div>
  );
});
