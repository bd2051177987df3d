import { notFound } from "next/navigation";
import { AdminSection } from "@/components/admin/admin-section";
import { ContractActions } from "@/components/contracts/office-contract-actions";
import { ContractStatusBadge } from "@/components/contracts/contract-status-badge";
import { ContractVisits } from "@/components/contracts/contract-visits";
import { CopyButton } from "@/components/admin/copy-button";
import { AddToOrganisation } from "@/components/organisations/add-to-organisation";
import Link from "@/components/ui/link";
import { locationRows } from "@/lib/locations/location-texts";
import { DetailList } from "@/components/ui/detail-list";
import {
  contractInvoicingLabels,
  contractMessages,
  contractServiceLabels,
  frequencyLabel,
} from "@/lib/contracts/contract-rules";
import { formatLongDay, nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { formatCharge, penceAsPounds } from "@/lib/shared/prices";
import {
  changeContractAction,
  endContractAction,
  pauseContractAction,
  resumeContractAction,
} from "@/lib/contracts/office-contract-actions";
import { adminPage } from "@/lib/server/admin-guard";
import { findContractByNumber } from "@/lib/contracts/contract-detail";
import { contractUrl } from "@/lib/server/signed-links";
import { placementOf } from "@/lib/organisations/placement";

type Props = { params: Promise<{ number: string }> };

// Below Contracts; the number is the address's own, so the title reads nothing before the guard.
export async function generateMetadata({ params }: Props) {
  return { title: `Contract ${(await params).number}` };
}

export default adminPage(async function ContractPage({ params }: Props) {
  const { number } = await params;
  const today = todayInLondon();
  const contract = /^CON-\d{6}$/.test(number) ? await findContractByNumber(number, today) : null;
  if (!contract) notFound();
  const link = contractUrl(contract.id);
  const placement = await placementOf("contract", contract.id);
  const ended =
    contract.status === "ended" && !!contract.statusFrom && contract.statusFrom <= today;
  return (
    <div className="max-w-4xl">
      <Link href={paths.adminContracts} className="text-sm font-semibold text-accent-700 underline">
        Back to contracts
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold text-brand-900">
          {contractMessages.heading(contract.number)}
        </h2>
        <ContractStatusBadge
          status={contract.status}
          from={contract.statusFrom}
          until={contract.pausedUntil}
          today={today}
        />
      </div>
      <DetailList
        rows={[
          ["Customer", `${contract.customerName}, ${contract.companyName}`],
          ["E-mail", contract.customerEmail],
          ["Phone", contract.customerPhone],
          ["Site address", contract.siteAddress],
          [
            "Postcode",
            contract.outsideArea ? `${contract.postcode} (outside area)` : contract.postcode,
          ],
          ...locationRows({ postcode: contract.postcode, ...contract.location }),
          ["Service", contractServiceLabels[contract.service]],
          ["Containers", String(contract.containers)],
          ["Frequency", frequencyLabel(contract.frequency)],
          ["Price per visit (excluding VAT)", formatCharge(contract.pricePence)],
          ...contract.laterPeriods.map(
            (p) =>
              [
                `From ${formatLongDay(p.fromDay)}`,
                `${frequencyLabel(p.frequency)}, ${formatCharge(p.pricePence)} per visit`,
              ] as [string, string],
          ),
          ["Start date", formatLongDay(contract.startDay)],
          ["Invoicing", contractInvoicingLabels[contract.invoicing]],
          ["Purchase order", contract.purchaseOrder],
          [contractMessages.sicCode, contract.sicCode],
          ["Set up by", contract.createdBy],
        ]}
      />
      <AdminSection level={3} title="The customer's link">
        {ended ? (
          <p className="text-sm text-muted">The contract has ended: its link no longer works.</p>
        ) : (
          <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 p-4">
            <span className="text-sm break-all">{link}</span>
            <CopyButton value={link} label="Contract link" />
          </div>
        )}
      </AdminSection>
      <AddToOrganisation record="contract" id={contract.id} placement={placement} />
      <AdminSection level={3} title="Visits">
        <ContractVisits
          contract={contract.id}
          upcoming={contract.upcoming}
          recent={contract.recent}
        />
      </AdminSection>
      {!ended && (
        <AdminSection level={3} title="Change the contract">
          <ContractActions
            contract={{
              id: contract.id,
              status: contract.status,
              frequency: contract.frequency,
              price: penceAsPounds(contract.pricePence),
            }}
            today={today}
            nextWorkingDay={nextWorkingDay(today)}
            actions={{
              pause: pauseContractAction,
              resume: resumeContractAction,
              end: endContractAction,
              change: changeContractAction,
            }}
          />
        </AdminSection>
      )}
    </div>
  );
});
