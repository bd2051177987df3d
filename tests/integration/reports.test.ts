import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingsPerWeek, enquiriesPerWeek, jobsByTown, moneyPerMonth } from "@/lib/office/reports";
import { db } from "@/lib/server/db";
import { resetDatabase } from "../support/db";

// The Reports tab's four SQL aggregates against known rows, at a fixed "now": weeks
// and months in London time (a Monday 00:30 BST is that Monday's week), empty weeks and months as
// zeros, cancelled bookings counted as made but not as jobs, credit notes taking off their month.

const now = new Date("2026-11-25T12:00:00Z"); // a Wednesday; this week began Monday 23 November

let n = 0;
async function booking(fields: {
  createdAt: string;
  service?: "collection" | "onsite";
  status?: string;
  postcode?: string | null;
  day?: string;
  contractId?: string;
}) {
  n += 1;
  const id = randomUUID();
  await db().$executeRawUnsafe(
    `insert into bookings (id, reference, customer_name, customer_email, service_type,
       selected_date, time_slot, bag_quantity, subtotal_pence, vat_pence, total_price_pence,
       status, postcode, contract_id, created_at, updated_at)
     values ($1::uuid, $2, 'Report Customer', 'report@example.test', $3::service_type, $4::date,
       'allday', 1, 6500, 1300, 7800, $5::booking_status, $6, $7::uuid, $8::timestamptz, now())`,
    id,
    `NESS-REP${n}`,
    fields.service ?? "collection",
    fields.day ?? "2026-11-26",
    fields.status ?? "requested",
    fields.postcode ?? null,
    fields.contractId ?? null,
    fields.createdAt,
  );
  return id;
}

async function contract() {
  const id = randomUUID();
  await db().$executeRawUnsafe(
    `insert into contracts (id, number, customer_name, company_name, customer_email, customer_phone,
       site_address, postcode, service, containers, start_day, invoicing, created_by, updated_at)
     values ($1::uuid, 'CON-REP-1', 'Contract Customer', 'Contract Ltd', 'c@example.test',
       '0191 000 0000', '1 Quay', 'SR1 1AA', 'console_emptying', 2, '2026-11-02',
       'per_visit', 'office@example.test', now())`,
    id,
  );
  return id;
}

async function invoice(
  kind: "invoice" | "credit_note",
  totalPence: number,
  issuedAt: string,
  creditsId?: string,
) {
  n += 1;
  const id = randomUUID();
  await db().$executeRawUnsafe(
    `insert into invoices (id, kind, number, credits_id, issued_at, issued_by, supply_date, due_date,
       customer_name, customer_email, subtotal_pence, vat_pence, total_pence)
     values ($1::uuid, $2::invoice_kind, $3, $4::uuid, $5::timestamptz, 'system',
       ($5::timestamptz)::date, ($5::timestamptz)::date + 30, 'Report Customer',
       'report@example.test', $6, 0, $6)`,
    id,
    kind,
    `${kind === "invoice" ? "INV" : "CN"}-2026-${String(n).padStart(6, "0")}`,
    creditsId ?? null,
    issuedAt,
    totalPence,
  );
  return id;
}

const payment = (invoiceId: string, amountPence: number, receivedOn: string) =>
  db().$executeRawUnsafe(
    `insert into payments (id, invoice_id, method, amount_pence, received_on, recorded_by)
     values ($1::uuid, $2::uuid, 'bank_transfer', $3, $4::date, 'office@example.test')`,
    randomUUID(),
    invoiceId,
    amountPence,
    receivedOn,
  );

const enquiry = (kind: "quote" | "contact", createdAt: string) =>
  db().$executeRawUnsafe(
    `insert into enquiries (id, kind, name, email, created_at, updated_at)
     values ($1::uuid, $2::enquiry_kind, 'Asker', 'asker@example.test', $3::timestamptz, now())`,
    randomUUID(),
    kind,
    createdAt,
  );

beforeEach(resetDatabase);

describe("the Reports tab's figures", () => {
  it("gives 12 weeks and 12 months of zeros and no towns on an empty database", async () => {
    const weeks = await bookingsPerWeek(now);
    expect(weeks.map((w) => w.week)).toEqual(
      Array.from({ length: 12 }, (_, i) =>
        new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
      ),
    );
    expect(weeks.every((w) => w.collection === 0 && w.onsite === 0)).toBe(true);
    const months = await moneyPerMonth(now);
    expect(months.map((m) => m.month)).toEqual([
      "2025-12",
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`),
    ]);
    expect(months.every((m) => m.invoiced === 0 && m.paid === 0)).toBe(true);
    expect(await jobsByTown(now)).toEqual([]);
    expect((await enquiriesPerWeek(now)).every((w) => w.quote === 0 && w.contact === 0)).toBe(true);
  });

  it("counts one-off bookings by the London week they were made, cancelled ones included", async () => {
    const contractId = await contract();
    await booking({ createdAt: "2026-11-23T00:30:00Z" }); // Monday, this week
    await booking({ createdAt: "2026-11-24T09:00:00Z", status: "cancelled" }); // made, then cancelled
    await booking({ createdAt: "2026-11-22T23:30:00Z", service: "onsite" }); // Sunday, last week
    await booking({ createdAt: "2026-09-06T23:30:00Z" }); // Monday 7 Sep 00:30 BST: the first week
    await booking({ createdAt: "2026-09-06T22:30:00Z" }); // Sunday 23:30 BST: before the 12 weeks
    await booking({ createdAt: "2026-11-24T09:00:00Z", contractId }); // a contract visit: not counted
    const weeks = await bookingsPerWeek(now);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week: "2026-09-07", collection: 1, onsite: 0 });
    expect(weeks[10]).toEqual({ week: "2026-11-16", collection: 0, onsite: 1 });
    expect(weeks[11]).toEqual({ week: "2026-11-23", collection: 2, onsite: 0 });
    expect(weeks.slice(1, 10).every((w) => w.collection === 0 && w.onsite === 0)).toBe(true);
  });

  it("sums invoiced less credit notes by issue month, and payments by the month received", async () => {
    const credited = await invoice("invoice", 10_000, "2026-11-02T10:00:00Z");
    await invoice("credit_note", 10_000, "2026-11-10T10:00:00Z", credited);
    const october = await invoice("invoice", 5_000, "2026-09-30T23:30:00Z"); // 1 Oct 00:30 BST
    const november = await invoice("invoice", 8_580, "2026-11-20T10:00:00Z");
    await invoice("invoice", 99_999, "2025-11-15T10:00:00Z"); // before the 12 months
    await payment(october, 5_000, "2026-10-31");
    await payment(november, 8_580, "2026-11-24");
    const months = await moneyPerMonth(now);
    expect(months).toHaveLength(12);
    expect(months.find((m) => m.month === "2026-10")).toEqual({
      month: "2026-10",
      invoiced: 5_000,
      paid: 5_000,
    });
    expect(months.find((m) => m.month === "2026-11")).toEqual({
      month: "2026-11",
      invoiced: 8_580,
      paid: 8_580,
    });
    expect(months.filter((m) => m.invoiced || m.paid).map((m) => m.month)).toEqual([
      "2026-10",
      "2026-11",
    ]);
  });

  it("counts jobs by town from their postcode districts, the top 10, cancelled ones left out", async () => {
    const contractId = await contract();
    const made = "2026-11-01T10:00:00Z";
    await booking({ createdAt: made, postcode: "NE1 4XD" });
    await booking({ createdAt: made, postcode: "NE2 1AA", status: "collected", day: "2026-06-01" });
    await booking({ createdAt: made, postcode: "NE3 2BB", status: "cancelled" });
    await booking({ createdAt: made, postcode: "SR1 1AA", contractId }); // a visit is a job
    await booking({ createdAt: made, postcode: "ZZ9 9ZZ" }); // outside the covered districts
    await booking({ createdAt: made, postcode: "DH1 1AA", day: "2025-06-01" }); // over a year ago
    await booking({ createdAt: made, postcode: null });
    expect(await jobsByTown(now)).toEqual([
      { town: "Newcastle upon Tyne", jobs: 2 },
      { town: "Outside the area", jobs: 1 },
      { town: "Sunderland", jobs: 1 },
    ]);
  });

  it("counts quote requests and contact messages by the London week they arrived", async () => {
    await enquiry("quote", "2026-11-23T08:00:00Z");
    await enquiry("contact", "2026-11-25T08:00:00Z");
    await enquiry("contact", "2026-09-01T08:00:00Z"); // before the 12 weeks
    const weeks = await enquiriesPerWeek(now);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toEqual({ week: "2026-11-23", quote: 1, contact: 1 });
    expect(weeks.slice(0, 11).every((w) => w.quote === 0 && w.contact === 0)).toBe(true);
  });
});
