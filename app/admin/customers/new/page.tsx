import Link from "@/components/ui/link";
import { CreateOrganisationForm } from "@/components/organisations/create-organisation-form";
import { createOrganisationAction } from "@/lib/organisations/office-customer-actions";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import { paths } from "@/lib/shared/paths";
import { adminPage } from "@/lib/server/admin-guard";

// Below Customers: Create organisation, for a customer who calls.

export const metadata = { title: texts.createOrganisation };

export default adminPage(async function NewCustomerPage() {
  return (
    <div>
      <Link href={paths.adminCustomers} className="text-sm font-semibold text-accent-700 underline">
        {texts.backToCustomers}
      </Link>
      <h2 className="mt-3 text-2xl font-bold text-brand-900">{texts.createOrganisation}</h2>
      <p className="mt-1 mb-6 max-w-3xl text-sm text-muted">{texts.createIntro}</p>
      <CreateOrganisationForm create={createOrganisationAction} />
    </div>
  );
});
