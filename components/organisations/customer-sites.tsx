import { SimpleTable } from "@/components/admin/simple-table";
import type { CustomerSite } from "@/lib/organisations/customer-detail";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import { organisationTexts } from "@/lib/organisations/organisation-texts";

/** The organisation's sites: name, address, access notes and the site contact. */
export function CustomerSites({ sites }: { sites: CustomerSite[] }) {
  if (sites.length === 0) return <p className="text-sm text-muted">{organisationTexts.noSites}</p>;
  return (
    <SimpleTable
      caption={texts.sitesCaption}
      headers={[
        organisationTexts.siteName,
        organisationTexts.siteAddress,
        "Access notes",
        texts.siteContact,
      ]}
      rows={sites.map((site) => ({
        key: site.id,
        cells: [
          <span key="name" className="font-semibold">
            {site.name}
          </span>,
          <span key="address" className="whitespace-pre-wrap">
            {site.address}
            {"\n"}
            {site.postcode}
          </span>,
          site.accessNotes ?? "-",
          `${site.contactName}, ${site.contactPhone}`,
        ],
      }))}
    />
  );
}
