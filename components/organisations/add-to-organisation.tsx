import Link from "@/components/ui/link";
import { AdminSection } from "@/components/admin/admin-section";
import { addToOrganisationAction } from "@/lib/organisations/office-customer-actions";
import type { PlacedRecord } from "@/lib/organisations/office-customer-schema";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import type { Placement } from "@/lib/organisations/placement";
import { paths } from "@/lib/shared/paths";
import { AddToOrganisationForm } from "./add-to-organisation-form";

/**
 * Add to organisation on the office's booking, contract and invoice pages: where the record is
 * now, and the choice of an organisation's site (a contract's visit is added with its contract).
 */
export function AddToOrganisation({
  record,
  id,
  placement,
}: {
  record: PlacedRecord;
  id: string;
  placement: Placement;
}) {
  const { current, followsContract, organisations } = placement;
  return (
    <AdminSection level={3} title={texts.addToOrganisation}>
      <p className="text-sm">
        {current ? texts.currentSite(current.organisation, current.site) : texts.notUnderAny}
      </p>
      {followsContract ? (
        <p className="mt-2 text-sm text-muted">{texts.visitFollowsContract}</p>
      ) : organisations.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          {texts.noSitesAnywhere}{" "}
          <Link href={paths.adminCustomers} className="font-semibold text-accent-700 underline">
            Customers
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2 mb-3 text-sm text-muted">{texts.addToIntro[record]}</p>
          <AddToOrganisationForm
            record={record}
            id={id}
            organisations={organisations}
            add={addToOrganisationAction}
          />
        </>
      )}
    </AdminSection>
  );
}
