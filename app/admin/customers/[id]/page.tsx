import { notFound } from "next/navigation";
import Link from "@/components/ui/link";
import { AdminSection } from "@/components/admin/admin-section";
import { DetailList } from "@/components/ui/detail-list";
import { CustomerDocuments } from "@/components/organisations/customer-documents";
import { CustomerInvitations, CustomerPeople } from "@/components/organisations/customer-people";
import { CustomerSites } from "@/components/organisations/customer-sites";
import { OfficeSiteForm } from "@/components/organisations/office-site-form";
import { findCustomer } from "@/lib/organisations/customer-detail";
import { addSiteAction } from "@/lib/organisations/office-site-actions";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import { adminPage } from "@/lib/server/admin-guard";

// Below Customers: one organisation, its sites, people, invitations and recent documents.

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Customer" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default adminPage(async function CustomerPage({ params }: Props) {
  const { id } = await params;
  const customer = UUID.test(id) ? await findCustomer(id) : null;
  if (!customer) notFound();
  return (
    <div className="max-w-5xl">
      <Link href={paths.adminCustomers} className="text-sm font-semibold text-accent-700 underline">
        {texts.backToCustomers}
      </Link>
      <h2 className="mt-3 text-2xl font-bold text-brand-900">{customer.name}</h2>
      <DetailList
        rows={[
          [organisationTexts.billingAddress, `${customer.billingAddress}\n${customer.postcode}`],
          ["VAT number", customer.vatNumber],
          [
            texts.purchaseOrderRule,
            customer.purchaseOrderRequired
              ? texts.purchaseOrderRequiredYes
              : texts.purchaseOrderRequiredNo,
          ],
          [
            texts.createdBy,
            `${customer.createdBy === "customer" ? texts.createdByCustomer : customer.createdBy}, ${formatLondonDateTime(customer.createdAt)}`,
          ],
        ]}
      />
      <AdminSection level={3} title={organisationTexts.sites}>
        <CustomerSites sites={customer.sites} />
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-accent-700">
            {organisationTexts.addSite}
          </summary>
          <div className="mt-3">
            <OfficeSiteForm organisationId={customer.id} add={addSiteAction} />
          </div>
        </details>
      </AdminSection>
      <AdminSection level={3} title={organisationTexts.people}>
        <CustomerPeople people={customer.people} />
      </AdminSection>
      <AdminSection level={3} title={texts.invitations}>
        <CustomerInvitations invitations={customer.invitations} />
      </AdminSection>
      <CustomerDocuments documents={customer.documents} />
    </div>
  );
});
