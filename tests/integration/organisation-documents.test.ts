import { renderToStaticMarkup } from "react-dom/server";
import yauzl from "yauzl";
import { beforeEach, describe, expect, it } from "vitest";
import { AccountDocuments } from "@/components/account/account-documents";
import {
  accountBookings,
  accountCertificateNumbers,
  accountCertificates,
  accountContracts,
  accountInvoices,
  accountTransferNotes,
} from "@/lib/account/account-documents";
import { documentScope } from "@/lib/organisations/document-scope";
import { ACCOUNT_COOKIE, type SignedInAccount } from "@/lib/account/account-session";
import { GET as certificatesZip } from "@/lib/organisations/certificates-zip-route";
import { membershipOf } from "@/lib/organisations/organisation-access";
import type { Capability, OrganisationRole } from "@/lib/organisations/organisation-rules";
import { db } from "@/lib/server/db";
import { plantAccount, plantBooking, plantInvoice, at } from "../support/account-documents";
import { resetDatabase } from "../support/db";
import { resetFakeRequest, sendCookies } from "../support/fake-request";
import { plantMember, plantOrganisation } from "../support/organisations";
import { plantSiteContract, plantSiteJob } from "../support/organisation-documents";

// An organisation's documents on /account against PostgreSQL, by role and site: each list needs
// its capability (Bookings and Contracts "bookings", Invoices "invoices", Certificates and Waste
// transfer notes "certificates"), a list the role lacks is neither read nor shown, a Booker
// limited to some sites sees only theirs, a site id in ?site= only narrows (another
// organisation's reads nothing), and Download all certificates follows the same scope.

const now = new Date("2027-02-01T12:00:00Z");

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
});

/** Two organisations, each with two sites and a job (invoice, certificate) and contract at each. */
async function twoOrganisations() {
  const quayside = await plantOrganisation("Quayside Law LLP", ["Durham office", "Head office"]);
  const tyne = await plantOrganisation("Tyne Dental", ["Gateshead", "Jesmond"]);
  const [durham, head] = quayside.sites;
  const [gateshead] = tyne.sites;
  const jobs = {
    durham: await plantSiteJob(durham!.id),
    head: await plantSiteJob(head!.id),
    gateshead: await plantSiteJob(gateshead!.id, "tyne@dental.example.test"),
  };
  const contracts = {
    durham: await plantSiteContract(durham!.id),
    head: await plantSiteContract(head!.id),
    gateshead: await plantSiteContract(gateshead!.id, "tyne@dental.example.test"),
  };
  return { quayside, tyne, durham: durham!, head: head!, gateshead: gateshead!, jobs, contracts };
}

/** What `account` sees of each kind, by reference or number (null: the list is not theirs). */
async function seen(account: SignedInAccount, site?: string) {
  const member = await membershipOf(account);
  const scope = (capability: Capability) => documentScope(account, member, capability, site);
  const read = async <T>(
    capability: Capability,
    load: (s: NonNullable<ReturnType<typeof scope>>) => Promise<{ items: T[] }>,
    name: (row: T) => string,
  ) => {
    const s = scope(capability);
    return s ? (await load(s)).items.map(name).sort() : null;
  };
  return {
    bookings: await read(
      "bookings",
      (s) => accountBookings(s, 1),
      (b) => b.reference,
    ),
    contracts: await read(
      "bookings",
      (s) => accountContracts(s, 1, now),
      (c) => c.number,
    ),
    invoices: await read(
      "invoices",
      (s) => accountInvoices(s, 1, now),
      (i) => i.number,
    ),
    certificates: await read(
      "certificates",
      (s) => accountCertificates(s, 1, now),
      (c) => c.number,
    ),
    // A contract's notes, one a year (2026 and 2027 here), by contract.
    notes: await read(
      "certificates",
      async (s) => {
        const page = await accountTransferNotes(s, 1, now);
        return { items: [...new Set(page.items.map((n) => n.contractNumber))] };
      },
      (number) => number,
    ),
  };
}

const sorted = (...values: string[]) => [...values].sort();

describe("an organisation's lists on /account, by role", () => {
  it("shows each role only the lists its capability allows, of every site of its organisation", async () => {
    const { quayside, jobs, contracts } = await twoOrganisations();
    const roles: OrganisationRole[] = ["administrator", "booker", "finance", "viewer"];
    const allows: Record<OrganisationRole, Capability[]> = {
      administrator: ["bookings", "invoices", "certificates"],
      booker: ["bookings"],
      finance: ["invoices"],
      viewer: ["certificates"],
    };
    for (const role of roles) {
      const { account } = await plantMember(quayside.id, role);
      const lists = await seen(account);
      const may = (capability: Capability) => allows[role].includes(capability);
      expect(lists.bookings, role).toEqual(
        may("bookings") ? sorted(jobs.durham.booking.reference, jobs.head.booking.reference) : null,
      );
      expect(lists.contracts, role).toEqual(
        may("bookings") ? sorted(contracts.durham.number, contracts.head.number) : null,
      );
      expect(lists.invoices, role).toEqual(
        may("invoices") ? sorted(jobs.durham.invoice.number, jobs.head.invoice.number) : null,
      );
      expect(lists.certificates, role).toEqual(
        may("certificates")
          ? sorted(jobs.durham.certificate.number, jobs.head.certificate.number)
          : null,
      );
      expect(lists.notes, role).toEqual(
        may("certificates") ? sorted(contracts.durham.number, contracts.head.number) : null,
      );
    }
  });

  it("names each row's site", async () => {
    const { quayside, jobs } = await twoOrganisations();
    const { account } = await plantMember(quayside.id, "administrator");
    const scope = documentScope(account, await membershipOf(account), "invoices")!;
    const invoices = (await accountInvoices(scope, 1, now)).items;
    expect(invoices.find((i) => i.number === jobs.durham.invoice.number)?.siteName).toBe(
      "Durham office",
    );
    const bookings = (await accountBookings(scope, 1)).items;
    expect(bookings.map((b) => b.siteName).sort()).toEqual(["Durham office", "Head office"]);
  });

  it("gives a Booker limited to one site only that site's bookings and contracts, whatever ?site= says", async () => {
    const { quayside, durham, head, jobs, contracts } = await twoOrganisations();
    const { account } = await plantMember(quayside.id, "booker", { sites: [durham.id] });
    expect(await seen(account)).toEqual({
      bookings: [jobs.durham.booking.reference],
      contracts: [contracts.durham.number],
      invoices: null,
      certificates: null,
      notes: null,
    });
    // Their organisation's other site, asked for by id: nothing.
    expect(await seen(account, head.id)).toMatchObject({ bookings: [], contracts: [] });
    expect(await seen(account, durham.id)).toMatchObject({
      bookings: [jobs.durham.booking.reference],
    });
  });

  it("never shows one organisation another's rows, even with the other's site id in ?site=", async () => {
    const { quayside, gateshead } = await twoOrganisations();
    const { account } = await plantMember(quayside.id, "administrator");
    expect(await seen(account, gateshead.id)).toEqual({
      bookings: [],
      contracts: [],
      invoices: [],
      certificates: [],
      notes: [],
    });
  });

  it("lists a member's organisation's documents, not those under their own address", async () => {
    const { quayside } = await twoOrganisations();
    const { account, email } = await plantMember(quayside.id, "administrator");
    const own = await plantBooking(email, at(50));
    const ownInvoice = await plantInvoice(email, at(51));
    const lists = await seen(account);
    expect(lists.bookings).not.toContain(own.reference);
    expect(lists.invoices).not.toContain(ownInvoice.number);
  });

  it("filters an organisation's invoices by status, as the office's Invoices list does", async () => {
    const { quayside, jobs } = await twoOrganisations();
    await db().payment.create({
      data: {
        invoiceId: jobs.head.invoice.id,
        method: "bank_transfer",
        amountPence: jobs.head.invoice.totalPence,
        receivedOn: new Date("2027-01-05T00:00:00Z"),
        recordedBy: "office@example.test",
      },
    });
    const { account } = await plantMember(quayside.id, "finance");
    const scope = documentScope(account, await membershipOf(account), "invoices")!;
    const numbers = async (status?: string) =>
      (await accountInvoices(scope, 1, now, status)).items.map((i) => i.number);
    expect(await numbers("paid")).toEqual([jobs.head.invoice.number]);
    expect(await numbers("unpaid")).toEqual([jobs.durham.invoice.number]);
    expect(await numbers("credited")).toEqual([]);
    expect((await numbers()).length).toBe(2);
  });
});

describe("the account page's lists for a member", () => {
  const render = async (account: SignedInAccount, params: Record<string, string> = {}) =>
    renderToStaticMarkup(await AccountDocuments({ account, searchParams: params }));

  it("shows a Viewer no invoice: not the section, not a row, not a link", async () => {
    const { quayside, jobs } = await twoOrganisations();
    const { account } = await plantMember(quayside.id, "viewer");
    const html = await render(account);
    expect(html).toContain(jobs.durham.certificate.number);
    expect(html).not.toContain(jobs.durham.invoice.number);
    expect(html).not.toContain(">Invoices<");
    expect(html).not.toContain("/invoices/");
    expect(html).not.toContain(">Bookings<");
    expect(html).toContain("Durham office");
    // The filter offers the organisation's sites, no status for a role without invoices.
    expect(html).toContain('name="site"');
    expect(html).not.toContain('name="status"');
  });

  it("offers a limited Booker only their own sites in the filter", async () => {
    const { quayside, durham } = await twoOrganisations();
    const { account } = await plantMember(quayside.id, "booker", { sites: [durham.id] });
    const html = await render(account);
    expect(html).toContain(`value="${durham.id}"`);
    expect(html).not.toContain("Head office");
  });

  it("keeps the page of a person in no organisation as it was: no filters, no Site column", async () => {
    const { account } = await plantAccount("solo@example.test");
    await plantBooking("solo@example.test", at(1));
    const html = await render(account);
    expect(html).not.toContain('name="site"');
    expect(html).toContain(">Invoices<");
    expect(html).not.toContain(">Site<");
  });
});

/** The file names in a ZIP. */
function zipNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const names: string[] = [];
      file.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.on("end", () => resolve(names.sort()));
      file.on("error", reject);
      file.readEntry();
    });
  });
}

describe("Download all certificates for a member", () => {
  const zip = (token: string, query: string) => {
    sendCookies({ [ACCOUNT_COOKIE]: token });
    return certificatesZip(
      new Request(
        `http://localhost/account/certificates.zip?from=2026-12-01&to=2026-12-31${query}`,
      ),
    );
  };
  const file = (number: string) => `certificate-${number}.pdf`;

  it("refuses a role that sees no certificates", async () => {
    const { quayside } = await twoOrganisations();
    for (const role of ["booker", "finance"] as const) {
      const { token } = await plantMember(quayside.id, role);
      expect((await zip(token, "")).status, role).toBe(404);
    }
  });

  it("zips the organisation's certificates by site, never another organisation's", async () => {
    const { quayside, durham, gateshead, jobs } = await twoOrganisations();
    const { token } = await plantMember(quayside.id, "viewer");
    const all = await zip(token, "");
    expect(all.status).toBe(200);
    expect(await zipNames(Buffer.from(await all.arrayBuffer()))).toEqual(
      sorted(file(jobs.durham.certificate.number), file(jobs.head.certificate.number)),
    );
    const one = await zip(token, `&site=${durham.id}`);
    expect(await zipNames(Buffer.from(await one.arrayBuffer()))).toEqual([
      file(jobs.durham.certificate.number),
    ]);
    const other = await zip(token, `&site=${gateshead.id}`);
    expect(await zipNames(Buffer.from(await other.arrayBuffer()))).toEqual([]);
  });

  it("reads a limited scope's numbers only", async () => {
    const { quayside, head, jobs } = await twoOrganisations();
    const { account } = await plantMember(quayside.id, "administrator");
    const scope = documentScope(account, await membershipOf(account), "certificates", head.id)!;
    const numbers: string[] = [];
    for await (const number of accountCertificateNumbers(scope, {
      from: "2026-12-01",
      to: "2026-12-31",
    })) {
      numbers.push(number);
    }
    expect(numbers).toEqual([jobs.head.certificate.number]);
  });
});
