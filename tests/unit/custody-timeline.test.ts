import { describe, expect, it } from "vitest";
import {
  custodyTimeline,
  describeEvent,
  type CustodyEvent,
  type CustodyFacts,
} from "@/lib/custody/custody-timeline";
import { custodyTimelineTexts as texts } from "@/lib/custody/custody-texts";
import { toLondonIsoDateTime } from "@/lib/shared/dates";

// The admin's chain of custody: the steps in the order they happened, whatever the
// job is missing, with the seals still awaiting destruction said.

const at = (hhmm: string, day = "2026-11-26") => new Date(`${day}T${hhmm}:00Z`);

const print = {
  id: "print-1",
  firstNumber: 1,
  lastNumber: 24,
  sheets: 1,
  printedBy: "office@example.test",
  printedAt: at("08:00", "2026-11-20"),
};
const runA = {
  id: "run-a",
  shredder: "Shredder 1 (HSM)",
  operator: "Robin Hall",
  startedAt: at("09:00"),
  endedAt: at("10:00"),
  phoneStartedAt: null,
  phoneEndedAt: null,
};
const runB = {
  id: "run-b",
  shredder: "Shredder 2",
  operator: "Alex Operator",
  startedAt: at("08:30"),
  endedAt: null,
  phoneStartedAt: null,
  phoneEndedAt: null,
};
const collection = {
  collectedAt: at("14:00", "2026-11-25"),
  operative: "Sam Carter",
  sealText: "S-000010, S-000011, S-000012",
  recordedBy: "sam@example.test",
  recordedAt: at("14:01", "2026-11-25"),
  recording: {
    by: "Sam Carter",
    byEmail: "sam@example.test",
    deviceLabel: "Pixel 8",
    recordedAt: at("14:00", "2026-11-25"),
    signedBy: "Pat Customer",
  },
};
const certificate = {
  number: "COD-2026-000007",
  checkCode: "K7M2Q9XZ",
  issuedAt: at("09:40"),
  issuedBy: "robin@example.test",
  supersededBy: null,
};

const seal = (number: number, runId: string | null, destroyedAt: Date | null) => ({
  number,
  state: destroyedAt ? ("destroyed" as const) : ("collected" as const),
  printId: print.id,
  runId,
  destroyedAt,
});

const facts = (fields: Partial<CustodyFacts>): CustodyFacts => ({
  seals: [],
  prints: [],
  runs: [],
  collection: null,
  destruction: null,
  certificates: [],
  ...fields,
});

const kinds = (events: CustodyEvent[]) => events.map((e) => e.kind);

describe("a job's chain of custody", () => {
  it("runs in time order: labels printed, collected, each run, the certificate", () => {
    const timeline = custodyTimeline(
      facts({
        // Given in no particular order, as rows may come.
        certificates: [certificate],
        runs: [runA],
        seals: [seal(11, "run-a", at("09:35")), seal(10, "run-a", at("09:30"))],
        prints: [print],
        collection,
        // Written by the runs: the last seal's time. The run already shows it.
        destruction: {
          destroyedAt: at("09:35"),
          destroyedBy: "Robin Hall",
          method: "cross_cut_offsite",
          place: "Lingfield Point, Darlington, DL1 1RW",
          recordedBy: "robin@example.test",
        },
      }),
    );
    expect(kinds(timeline.events)).toEqual(["printed", "collected", "run", "certificate"]);
    expect(timeline.events.map((e) => e.at)).toEqual([
      print.printedAt,
      collection.collectedAt,
      at("09:30"),
      certificate.issuedAt,
    ]);
    expect(timeline.events[0]).toMatchObject({ seals: ["S-000010", "S-000011"] });
    expect(timeline.tally).toBe("2 of 2 seals destroyed");
    expect(timeline.awaiting).toEqual([]);
  });

  it("says when a run's times are the server's because the phone's clock was wrong", () => {
    const wrong = { ...runA, phoneStartedAt: new Date("2030-01-01T09:00:00Z") };
    const timeline = custodyTimeline(
      facts({ runs: [wrong], prints: [print], seals: [seal(10, "run-a", at("09:30"))] }),
    );
    const run = timeline.events.find((e) => e.kind === "run")!;
    expect(describeEvent(run).lines).toEqual([
      "Operator: Robin Hall",
      expect.any(String),
      "Phone clock was 1 Jan 2030, 09:00",
      expect.any(String),
    ]);
  });

  it("puts a run at its first seal of the job, and each run holds only its own seals", () => {
    const timeline = custodyTimeline(
      facts({
        prints: [print],
        collection,
        // Run B started first but took this job's seal last.
        runs: [runB, runA],
        seals: [
          seal(12, "run-b", at("11:15")),
          seal(11, "run-a", at("09:50")),
          seal(10, "run-a", at("09:30")),
        ],
      }),
    );
    const runs = timeline.events.filter((e) => e.kind === "run");
    expect(runs.map((r) => [r.run.id, r.seals.map((s) => s.seal)])).toEqual([
      ["run-a", ["S-000010", "S-000011"]],
      ["run-b", ["S-000012"]],
    ]);
    expect(describeEvent(runs[1]!).lines).toEqual([
      "Operator: Alex Operator",
      "Started 26 Nov 2026, 08:30, not yet ended",
      "This job's seals destroyed: S-000012 at 26 Nov 2026, 11:15",
    ]);
  });

  it("says which seal is still awaiting destruction, and shows no destruction or certificate", () => {
    const timeline = custodyTimeline(
      facts({
        prints: [print],
        collection,
        runs: [runA],
        seals: [
          seal(10, "run-a", at("09:30")),
          seal(11, "run-a", at("09:40")),
          seal(12, null, null),
        ],
      }),
    );
    expect(kinds(timeline.events)).toEqual(["printed", "collected", "run"]);
    expect(timeline.tally).toBe("2 of 3 seals destroyed; S-000012 awaiting");
    expect(timeline.awaiting).toEqual(["S-000012"]);
  });

  it("shows a job recorded before seals were printed from what it has: the typed seals, the office's destruction, the certificate", () => {
    const typed = {
      ...collection,
      sealText: "BAG-1, BAG-2",
      recording: null,
      recordedBy: "office@example.test",
    };
    const destruction = {
      destroyedAt: at("16:00", "2026-11-25"),
      destroyedBy: "Alex Morgan",
      method: "cross_cut_offsite" as const,
      place: "Lingfield Point, Darlington, DL1 1RW",
      recordedBy: "office@example.test",
    };
    const timeline = custodyTimeline(
      facts({ collection: typed, destruction, certificates: [certificate] }),
    );
    expect(kinds(timeline.events)).toEqual(["collected", "destroyed", "certificate"]);
    expect(timeline.tally).toBe(texts.untracked("BAG-1, BAG-2"));
    expect(describeEvent(timeline.events[0]!)).toEqual({
      title: "Collected by Sam Carter",
      lines: [
        "Recorded by the office (office@example.test), 25 Nov 2026, 14:01",
        "Seals typed by hand (not tracked): BAG-1, BAG-2",
      ],
      links: [],
    });
    expect(describeEvent(timeline.events[1]!).lines).toEqual([
      "Cross-cut shredding (off-site), at Lingfield Point, Darlington, DL1 1RW",
      "Recorded by office@example.test",
    ]);
  });

  it("shows the office's destruction by hand as its own step, its seals destroyed with it outside any run", () => {
    const timeline = custodyTimeline(
      facts({
        prints: [print],
        collection,
        seals: [seal(10, null, at("16:00", "2026-11-25"))],
        destruction: {
          destroyedAt: at("16:00", "2026-11-25"),
          destroyedBy: "Alex Morgan",
          method: "cross_cut_offsite",
          place: "Lingfield Point, Darlington, DL1 1RW",
          recordedBy: "office@example.test",
        },
        certificates: [certificate],
      }),
    );
    expect(kinds(timeline.events)).toEqual(["printed", "collected", "destroyed", "certificate"]);
    expect(timeline.tally).toBe("1 of 1 seal destroyed");
  });

  it("has nothing to show before the job is collected, and says so once it was with no seals", () => {
    expect(custodyTimeline(facts({}))).toEqual({ events: [], tally: null, awaiting: [] });
    const bare = custodyTimeline(facts({ collection: { ...collection, sealText: null } }));
    expect(kinds(bare.events)).toEqual(["collected"]);
    expect(bare.tally).toBe(texts.noSeals);
  });

  it("keeps the labels before a collection dated earlier than their print (a time typed afterwards)", () => {
    const timeline = custodyTimeline(
      facts({
        prints: [{ ...print, printedAt: at("12:00") }],
        seals: [seal(10, null, null)],
        collection: { ...collection, collectedAt: at("09:00") },
        destruction: {
          destroyedAt: at("11:00"),
          destroyedBy: "Alex Morgan",
          method: "cross_cut_offsite",
          place: "Lingfield Point, Darlington, DL1 1RW",
          recordedBy: "office@example.test",
        },
      }),
    );
    expect(kinds(timeline.events)).toEqual(["printed", "collected", "destroyed"]);
    expect(timeline.events[0]!.at).toEqual(at("12:00"));
  });

  it("keeps the chain's own order for steps at the same instant", () => {
    const same = at("12:00");
    const timeline = custodyTimeline(
      facts({
        certificates: [{ ...certificate, issuedAt: same }],
        runs: [runA],
        seals: [seal(10, "run-a", same)],
        collection: { ...collection, collectedAt: same },
        prints: [{ ...print, printedAt: same }],
      }),
    );
    expect(kinds(timeline.events)).toEqual(["printed", "collected", "run", "certificate"]);
  });
});

describe("a step in words", () => {
  it("names who collected, who signed, and the phone", () => {
    const [event] = custodyTimeline(facts({ collection })).events;
    expect(describeEvent(event!)).toEqual({
      title: "Collected by Sam Carter",
      lines: [
        "Signed by Pat Customer",
        "Recorded at the door by Sam Carter on Pixel 8 (phone's time 25 Nov 2026, 14:00)",
        "Seals typed by hand (not tracked): S-000010, S-000011, S-000012",
      ],
      links: [],
    });
  });

  it("says when the office corrected a collection recorded at the door", () => {
    const corrected = { ...collection, recordedBy: "office@example.test" };
    const [event] = custodyTimeline(facts({ collection: corrected })).events;
    expect(describeEvent(event!).lines.slice(0, 3)).toEqual([
      "Signed by Pat Customer",
      "Recorded at the door by Sam Carter on Pixel 8 (phone's time 25 Nov 2026, 14:00)",
      "Corrected by the office (office@example.test), 25 Nov 2026, 14:01",
    ]);
  });

  it("gives the labels' range and who printed them", () => {
    const [event] = custodyTimeline(
      facts({ prints: [print], seals: [seal(3, null, null)] }),
    ).events;
    expect(describeEvent(event!).lines).toEqual([
      "S-000001 to S-000024 (1 sheet) by office@example.test",
      "This job's: S-000003",
    ]);
  });

  it("links the certificate's PDF and its verification page with the check code", () => {
    const [event] = custodyTimeline(
      facts({ certificates: [{ ...certificate, supersededBy: "COD-2026-000009" }] }),
    ).events;
    expect(describeEvent(event!)).toEqual({
      title: "Certificate COD-2026-000007 issued",
      lines: ["Issued by robin@example.test", "Superseded by COD-2026-000009"],
      links: [
        {
          href: "/admin/certificates/COD-2026-000007/pdf",
          text: "PDF",
          label: "Certificate COD-2026-000007 (PDF)",
        },
        {
          href: "/certificates/COD-2026-000007?code=K7M2Q9XZ",
          text: "Verification page",
          label: "Verification page of certificate COD-2026-000007",
        },
      ],
    });
  });
});

describe("a step's time for <time dateTime>", () => {
  it("is London's wall clock with its offset, in winter and in summer", () => {
    expect(toLondonIsoDateTime(new Date("2026-11-26T09:30:00Z"))).toBe("2026-11-26T09:30:00+00:00");
    expect(toLondonIsoDateTime(new Date("2026-07-14T14:05:00Z"))).toBe("2026-07-14T15:05:00+01:00");
  });
});
