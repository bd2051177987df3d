import Link from "@/components/ui/link";
import { ApplyButton, FilterForm, SearchField } from "@/components/admin/filter-form";
import { ListPages } from "@/components/admin/list-pages";
import { CustomersTable } from "@/components/organisations/customers-table";
import { buttonClass } from "@/components/ui/button-styles";
import { customersPage, type CustomerFilter } from "@/lib/organisations/customer-list";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import { adminSectionMetadata } from "@/lib/office/sections";
import { parsePageNumber } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { adminPage } from "@/lib/server/admin-guard";

// The Customers section: business customers' organisations by name (lib/organisations).

type Props = { searchParams: Promise<CustomerFilter & { page?: string }> };

export const metadata = adminSectionMetadata("customers");

export default adminPage(async function CustomersPage({ searchParams }: Props) {
  const { q, page } = await searchParams;
  const filter = { q: typeof q === "string" ? q : undefined };
  const list = await customersPage(filter, parsePageNumber(page) ?? 1);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="mt-1 max-w-2xl text-sm text-muted">{texts.intro}</p>
        <Link href={paths.adminNewCustomer} className={buttonClass("primary")}>
          {texts.createOrganisation}
        </Link>
      </div>
      <div className="mt-4">
        <FilterForm action={paths.adminCustomers}>
          <SearchField value={filter.q} hint={texts.searchHint} />
          <div className="flex items-end">
            <ApplyButton>Search</ApplyButton>
          </div>
        </FilterForm>
      </div>
      {list.items.length === 0 ? (
        <p className="mt-6 text-muted">{filter.q?.trim() ? texts.noneMatch : texts.none}</p>
      ) : (
        <div className="mt-6">
          <CustomersTable rows={list.items} />
        </div>
      )}
      <ListPages page={list} noun={texts.noun} path={paths.adminCustomers} filter={filter} />
    </div>
  );
});
