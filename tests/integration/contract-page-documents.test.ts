import { beforeEach, describe, expect, it } from "vitest";
import { contractInvoices, pastVisits } from "@/lib/contracts/contract-page";
import { recordCollection } from "@/lib/custody/job-steps";
import { completeVisit, office, visitsOf } from "../support/contract-jobs";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";

// What the customer's contract page lists of its finished work: the collected visits
// with their certificates, newest first, and the invoices of a per-visit contract.

const today = "2026-11-25";

beforeEach(resetDatabase);

describe("the contract page's past visits and invoices", () => {
  it("lists a finished visit with its certificate and its invoice; a visit only collected has no certificate yet", async () => {
    const { id } = await makeContract(today, { invoicing: "per_visit" });
    const [first, second] = await visitsOf(id);
    await completeVisit(first!);
    const past = await pastVisits(id);
    expect(past).toHaveLength(1);
    expect(past[0]).toMatchObject({ id: first!.id });
    expect(past[0]!.certificateNumber).toMatch(/^COD-\d{4}-\d{6}$/);

    const invoices = await contractInvoices(id, new Date("2026-12-01T10:00:00Z"));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ kind: "invoice", status: "unpaid" });
    expect(invoices[0]!.lines[0]!.description).toContain("CON-000001");

    // Another contract's visits and invoices are not listed.
    const other = await makeContract(today, { company_name: "Other Ltd" });
    await completeVisit((await visitsOf(other.id))[0]!);
    expect(await pastVisits(id)).toHaveLength(1);
    expect(await contractInvoices(id)).toHaveLength(1);

    // Collected, not yet destroyed: listed (newest first) without a certificate.
    await recordCollection(second!.id, office, {
      collectedAt: new Date(`${second!.selectedDate.toISOString().slice(0, 10)}T09:00:00Z`),
      quantity: 3,
      weightKg: null,
      sealNumbers: null,
      operative: "Sam",
    });
    const [newest, older] = await pastVisits(id);
    expect(newest).toMatchObject({ id: second!.id, certificateNumber: null });
    expect(older).toMatchObject({ id: first!.id });
  });
});
