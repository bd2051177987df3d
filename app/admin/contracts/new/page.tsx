import Link from "@/components/ui/link";
import { NewContractForm } from "@/components/contracts/new-contract-form";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { createContractAction } from "@/lib/contracts/office-contract-actions";
import { adminPage } from "@/lib/server/admin-guard";

export const metadata = { title: contractMessages.newContract };

export default adminPage(async function NewContractPage() {
  return (
    <div>
      <Link href={paths.adminContracts} className="text-sm font-semibold text-accent-700 underline">
        Back to contracts
      </Link>
      <h2 className="mt-3 text-2xl font-bold text-brand-900">{contractMessages.newContract}</h2>
      <p className="mt-1 mb-6 text-sm text-muted">
        The customer is e-mailed the contract&apos;s link, where they see, skip and move visits.
        Visits are planned from the start date, 13 weeks ahead.
      </p>
      <NewContractForm startDay={nextWorkingDay(todayInLondon())} create={createContractAction} />
    </div>
  );
});
