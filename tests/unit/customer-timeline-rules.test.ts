import { describe, expect, it } from "vitest";
import type { CustodyFacts } from "@/lib/custody/custody-timeline";
import {
  customerTimeline,
  type CustomerTimelineFacts,
} from "@/lib/custody/customer-timeline-rules";

// The customer's chain of custody, projected from the office's facts: the steps in order, newest
// last, in the words, and nothing of the office's own (staff e-mail addresses, the phone,
// printing, shredders, operators).

// 20 November 2026 is GMT: London's clock reads as UTC.
const at = (clock: string) => new Date(`2026-11-20T${clock}:00.000Z`);
const day2 = (clock: string) => new Date(`2026-11-21T${clock}:00.000Z`);

const print = {
  id: "print-1",
  firstNumber: 101,
  lastNumber: 124,
  sheets: 1,
  printedBy: "printer@staff.example.test",
  printedAt: new Date("2026-11-19T09:00:00.000Z"),
};
const run = (id: string, startedAt: Date) => ({
  id,
  shredder: "Shredder 1 (HSM)",
  operator: "Robin Operator",
  startedAt,
  endedAt: null,
  phoneStartedAt: null,
  phoneEndedAt: null,
});

/** Seals 101 to 103 collected at 10:52 by Alex, signed by Pat; 101 and 102 in a first run, 103 the next day. */
function custody(overrides: Partial<CustodyFacts> = {}): CustodyFacts {
  return {
    seals: [
      {
        number: 103,
        state: "destroyed",
        printId: "print-1",
        runId: "run-2",
        destroyedAt: day2("09:30"),
      },
      {
        number: 101,
        state: "destroyed",
        printId: "print-1",
        runId: "run-1",
        destroyedAt: at("15:10"),
      },
      {
        number: 102,
        state: "destroyed",
        printId: "print-1",
        runId: "run-1",
        destroyedAt: at("15:12"),
      },
    ],
    prints: [print],
    runs: [run("run-1", at("15:00")), run("run-2", day2("09:00"))],
    collection: {
      collectedAt: at("10:52"),
      operative: "Alex Crew",
      sealText: "S-000101, S-000102, S-000103",
      recordedBy: "corrector@staff.example.test",
      recordedAt: at("11:30"),
      recording: {
        by: "Alex Crew",
        byEmail: "alex@staff.example.test",
        deviceLabel: "Pixel 8 (office phone)",
        recordedAt: at("10:52"),
        signedBy: "Pat Customer",
      },
    },
    destruction: null,
    certificates: [
      {
        number: "COD-2026-000007",
        checkCode: "OLD1",
        issuedAt: day2("09:30"),
        issuedBy: "issuer@staff.example.test",
        supersededBy: "COD-2026-000008",
      },
      {
        number: "COD-2026-000008",
        checkCode: "AB12CD",
        issuedAt: day2("09:45"),
        issuedBy: "issuer@staff.example.test",
        supersededBy: null,
      },
    ],
    ...overrides,
  };
}

function facts(overrides: Partial<CustomerTimelineFacts> = {}): CustomerTimelineFacts {
  return {
    custody: custody(),
    arrivals: [{ sentAt: at("10:20"), expectedAt: at("10:40") }],
    quantity: 3,
    unit: "bags",
    onsite: false,
    certificatePdf: () => "/bookings/TOKEN/certificate",
    ...overrides,
  };
}

describe("the customer's chain of custody", () => {
  it("goes On the way, Collected, At the facility, Shredded run by run, Certificate: newest last", () => {
    const steps = customerTimeline(facts());
    expect(steps.map((s) => [s.kind, s.at.toISOString(), s.title])).toEqual([
      ["on_the_way", at("10:20").toISOString(), "On the way"],
      [
        "collected",
        at("10:52").toISOString(),
        "Collected at 10:52 by Alex Crew: 3 sealed bags, seals S-000101 to S-000103, signed by Pat Customer",
      ],
      ["facility", at("15:10").toISOString(), "At the facility"],
      ["shredded", at("15:12").toISOString(), "Shredded at 15:12: 2 of 3 seals"],
      ["shredded", day2("09:30").toISOString(), "Shredded at 09:30: 3 of 3 seals"],
      ["certificate", day2("09:45").toISOString(), "Certificate COD-2026-000008"],
    ]);
    expect(steps[0]!.lines).toEqual(["Expected about 10:40."]);
  });

  it("links the current certificate's PDF through the customer's link and its verification page", () => {
    const certificate = customerTimeline(facts()).filter((s) => s.kind === "certificate");
    expect(certificate).toHaveLength(1);
    expect(certificate[0]!.links.map((l) => [l.href, l.label])).toEqual([
      ["/bookings/TOKEN/certificate", "Certificate COD-2026-000008 (PDF)"],
      [
        "/certificates/COD-2026-000008?code=AB12CD",
        "Verification page of certificate COD-2026-000008",
      ],
    ]);
  });

  it("shows London's clock in summer time", () => {
    const summer = new Date("2026-07-01T09:52:00.000Z");
    const steps = customerTimeline(
      facts({
        arrivals: [
          {
            sentAt: new Date("2026-07-01T09:20:00.000Z"),
            expectedAt: new Date("2026-07-01T09:40:00.000Z"),
          },
        ],
        custody: custody({
          seals: [],
          prints: [],
          runs: [],
          certificates: [],
          collection: { ...custody().collection!, collectedAt: summer },
        }),
      }),
    );
    expect(steps[0]!.lines).toEqual(["Expected about 10:40."]);
    expect(steps[1]!.title).toMatch(
      /^Collected at 10:52 by Alex Crew: 3 sealed bags, seals S-000101/,
    );
  });

  it("never shows a staff e-mail address, the phone, the printing, the shredder or the operator", () => {
    const nameless = custody();
    nameless.collection = {
      ...nameless.collection!,
      operative: "alex@staff.example.test",
      recording: { ...nameless.collection!.recording!, by: "alex@staff.example.test" },
    };
    for (const projected of [facts(), facts({ custody: nameless })]) {
      const text = JSON.stringify(customerTimeline(projected));
      expect(text).not.toMatch(/@/);
      for (const internal of [
        "Pixel 8",
        "Shredder 1",
        "Robin Operator",
        "printer",
        "issuer",
        "corrector",
        "OLD1",
        "COD-2026-000007",
      ]) {
        expect(text).not.toContain(internal);
      }
    }
    expect(customerTimeline(facts({ custody: nameless }))[1]!.title).toMatch(
      /^Collected at 10:52 by our crew: /,
    );
  });

  it("says consoles for a contract's visit and a single seal as itself", () => {
    const steps = customerTimeline(
      facts({
        unit: "consoles",
        quantity: 1,
        arrivals: [],
        custody: custody({
          seals: [
            { number: 7, state: "collected", printId: "print-1", runId: null, destroyedAt: null },
          ],
          runs: [],
          certificates: [],
        }),
      }),
    );
    expect(steps.map((s) => s.title)).toEqual([
      "Collected at 10:52 by Alex Crew: 1 sealed console, seals S-000007, signed by Pat Customer",
    ]);
  });

  it("lists seals that are not consecutive one by one and in ranges", () => {
    const seals = [101, 102, 103, 200, 305, 306].map((number) => ({
      number,
      state: "collected" as const,
      printId: "print-1",
      runId: null,
      destroyedAt: null,
    }));
    const [collected] = customerTimeline(
      facts({ arrivals: [], quantity: 6, custody: custody({ seals, runs: [], certificates: [] }) }),
    );
    expect(collected!.title).toContain(
      ": 6 sealed bags, seals S-000101 to S-000103, S-000200, S-000305 to S-000306, signed by",
    );
  });

  it("shows a job from before printed seals by its typed seals, and the office's Mark as destroyed", () => {
    const steps = customerTimeline(
      facts({
        arrivals: [],
        quantity: 2,
        custody: custody({
          seals: [],
          prints: [],
          runs: [],
          certificates: [],
          collection: { ...custody().collection!, sealText: "BAG-1, BAG-2", recording: null },
          destruction: {
            destroyedAt: at("16:00"),
            destroyedBy: "Robin Operator",
            method: "cross_cut_offsite",
            place: "The facility",
            recordedBy: "office@staff.example.test",
          },
        }),
      }),
    );
    expect(steps.map((s) => s.title)).toEqual([
      "Collected at 10:52 by Alex Crew: 2 sealed bags, seals BAG-1, BAG-2",
      "At the facility",
      "Shredded at 16:00",
    ]);
  });

  it("has no facility step for on-site shredding", () => {
    const steps = customerTimeline(facts({ onsite: true }));
    expect(steps.map((s) => s.kind)).toEqual([
      "on_the_way",
      "collected",
      "shredded",
      "shredded",
      "certificate",
    ]);
  });

  it("shows only On the way before the crew arrives, and nothing before that", () => {
    const before = custody({ seals: [], prints: [], runs: [], collection: null, certificates: [] });
    expect(customerTimeline(facts({ custody: before })).map((s) => s.kind)).toEqual(["on_the_way"]);
    expect(customerTimeline(facts({ custody: before, arrivals: [] }))).toEqual([]);
  });
});
