import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { adminSections } from "@/lib/office/sections";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { signInByEmailedLink } from "./support/account-links";
import { bookableDays } from "./support/calendar";
import { plantContract } from "./support/contracts";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { plantInvoice } from "./support/documents";
import { htmlErrors } from "./support/html-checker";
import { plantSession } from "./support/session";

// The signed-in pages as the server sends them pass the Nu HTML Checker (the W3C's validator)
// with no error: every admin section, the crew's two pages, a customer's account (alone, then as
// an organisation's Administrator) and the office's page of an organisation, each with
// the rows that bring out its forms (an unpaid invoice's Mark as paid, a shredder to choose, a
// job on the board, a colleague).

test.skip(({ isMobile }) => isMobile, "the server's HTML is the same at every width");

test("the admin's sections, the crew's pages and the account have no HTML error", async ({
  page,
}) => {
  // Two dozen pages through the Java validator: 120 s was outlasted on the Christmas clock with
  // another suite beside it.
  test.setTimeout(240_000);
  const label = randomUUID().slice(0, 6).toUpperCase();
  const customer = `hana-${label.toLowerCase()}@e2e.test`;
  await plantBooking({
    reference: `HTML-${label}`,
    name: `Hana Html ${label}`,
    email: customer,
    service: "collection",
    day: todayInLondon(),
    status: "confirmed",
  });
  const contract = await plantContract([bookableDays()[40]!]);
  await plantInvoice({ contractId: contract.id });
  await sql(`insert into shredders (id, name) values (gen_random_uuid(), $1)`, [`Line ${label}`]);

  await plantSession(page, await freshAdmin("html"));
  const addresses = [
    ...Object.values(adminSections).map((section) => section.href),
    paths.crew,
    paths.crewDestruction,
  ];
  const pages: { address: string; html: string }[] = [];
  for (const address of addresses) {
    const response = await page.request.get(address);
    expect(response.status(), address).toBe(200);
    pages.push({ address, html: await response.text() });
  }
  // The customer of the booking: an account holds the documents of its addresses.
  await signInByEmailedLink(page, customer);
  const account = await page.request.get(paths.account);
  pages.push({ address: paths.account, html: await account.text() });

  // The same customer as the Administrator of an organisation with a site holding the booking:
  // the organisation's panel and its lists by site, and the office's page of the organisation.
  const [organisation] = await sql<{ id: string }>(
    `insert into organisations (id, name, billing_address, postcode, created_by, updated_at)
     values (gen_random_uuid(), $1, '1 Quayside, Newcastle upon Tyne', 'NE1 3DX', 'customer', now())
     returning id`,
    [`Html Law ${label}`],
  );
  const [site] = await sql<{ id: string }>(
    `insert into sites (id, organisation_id, name, address, postcode, contact_name, contact_phone)
     values (gen_random_uuid(), $1, 'Head office', '1 Quayside', 'NE1 4ST', 'Sam Site', '0191 496 0000')
     returning id`,
    [organisation!.id],
  );
  await sql(
    `insert into organisation_members (account_id, organisation_id, role)
     select account_id, $1, 'administrator' from account_emails where email = $2`,
    [organisation!.id, customer],
  );
  await sql("update bookings set site_id = $1 where customer_email = $2", [site!.id, customer]);
  for (const address of [paths.account, paths.adminCustomer(organisation!.id)]) {
    const response = await page.request.get(address);
    expect(response.status(), address).toBe(200);
    pages.push({ address: `${address} (organisation)`, html: await response.text() });
  }

  expect(await htmlErrors(pages)).toEqual([]);
});
