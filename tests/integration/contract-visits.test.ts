import { beforeEach, describe, expect, it } from "vitest";
import { dayIsUnavailable, saveCapacity } from "@/lib/bookings/capacity";
import { materialiseAllContracts } from "@/lib/contracts/contracts";
import { db } from "@/lib/server/db";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";

// A contract's visits as rows against PostgreSQL: made 13 weeks ahead when the
// contract is created and by the daily job, never twice, on working days, and counted against
// the day's capacity like any booking.

const today = "2026-11-25";
const visitsOf = (contractId: string) =>
  db().booking.findMany({
    where: { contractId, status: { not: "cancelled" } },
    orderBy: { selectedDate: "asc" },
    select: {
      selectedDate: true,
      visitOriginalDay: true,
      status: true,
      subtotalPence: true,
      totalPence: true,
    },
  });
const iso = (date: Date | null) => date?.toISOString().slice(0, 10);

beforeEach(resetDatabase);

describe("a new contract", () => {
  it("is numbered CON-{6 digits} in order and has its visits of the next 13 weeks as confirmed jobs", async () => {
    const first = await makeContract(today);
    const second = await makeContract(today, { company_name: "Beta Ltd" });
    expect([first.number, second.number]).toEqual(["CON-000001", "CON-000002"]);
    const visits = await visitsOf(first.id);
    // Mondays from 30 November to the horizon (25 November + 91 days = 24 February).
    expect(visits.map((v) => iso(v.selectedDate))).toEqual([
      "2026-11-30",
      "2026-12-07",
      "2026-12-14",
      "2026-12-21",
      // 28 December is the Boxing Day bank holiday (substitute day): the visit moves to Tuesday.
      "2026-12-29",
      "2027-01-04",
      "2027-01-11",
      "2027-01-18",
      "2027-01-25",
      "2027-02-01",
      "2027-02-08",
      "2027-02-15",
      "2027-02-22",
    ]);
    expect(iso(visits[4]!.visitOriginalDay)).toBe("2026-12-28");
    expect(visits.every((v) => v.status === "confirmed")).toBe(true);
    expect(visits[0]).toMatchObject({ subtotalPence: 4000, totalPence: 4800 });
  });
});

describe("the daily job that makes visits", () => {
  it("is idempotent: a second run makes nothing", async () => {
    const { id } = await makeContract(today);
    const before = (await visitsOf(id)).length;
    const run = await materialiseAllContracts(today);
    expect(run).toMatchObject({ contracts: 1, created: 0, cancelled: 0 });
    expect(await visitsOf(id)).toHaveLength(before);
  });

  it("moves the horizon on as the days pass", async () => {
    const { id } = await makeContract(today);
    const run = await materialiseAllContracts("2026-12-09");
    expect(run.created).toBe(2);
    expect((await visitsOf(id)).at(-1)!.selectedDate.toISOString().slice(0, 10)).toBe("2027-03-08");
  });

  it("makes each visit once when two instances run it at the same time", async () => {
    const { id } = await makeContract(today);
    await db().booking.deleteMany({ where: { contractId: id } });
    const runs = await Promise.all([
      materialiseAllContracts(today),
      materialiseAllContracts(today),
    ]);
    expect(runs[0]!.created + runs[1]!.created).toBe(13);
    expect(await visitsOf(id)).toHaveLength(13);
  });
});

describe("capacity", () => {
  it("counts contract visits, and still makes a visit on a full day (the office sees it over capacity)", async () => {
    await saveCapacity({ collection: 1, onsite: 3 });
    await makeContract(today);
    await makeContract(today, { company_name: "Second Site" });
    const onFirstMonday = await db().booking.count({
      where: { selectedDate: new Date("2026-11-30T00:00:00Z"), status: "confirmed" },
    });
    expect(onFirstMonday).toBe(2);
    const full = await db().$transaction((tx) => dayIsUnavailable(tx, "2026-11-30", "collection"));
    expect(full).toBe("full");
  });
});
