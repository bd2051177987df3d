import { describe, expect, it } from "vitest";
import { jobVersion, type VersionedJob } from "@/lib/crew/job-version";
import {
  dueDayHeldReason,
  collectionHeldReason,
  jobChanges,
  jobHeldReason,
  readJobVersion,
  sealNumbersField,
  weightKgField,
} from "@/lib/crew/recording-rules";
import { believedTime, phoneClockFlag } from "@/lib/phone/phone-clock";
import { heldReasons } from "@/lib/crew/recording-texts";
import { jobComparison } from "@/lib/crew/recording-view";

// The rules a recording from the crew's phone is held by: what counts as a changed job, which day
// a job may be recorded on, and when the phone's clock is not believed.

const job: VersionedJob = {
  status: "confirmed",
  selectedDate: new Date("2026-11-30T00:00:00Z"),
  timeSlot: "am",
  serviceType: "collection",
  bagQuantity: 3,
  postcode: "DH1 3LE",
  collectionAddress: "Unit 4 | Riverside Park, Durham",
};
const seen = jobVersion(job);
const now = new Date("2026-11-30T11:00:00Z");

describe("a changed job", () => {
  it("is not changed by what the crew does not act on (a confirmation, payment)", () => {
    expect(jobChanges(seen, { ...job, status: "collected" })).toEqual([]);
    expect(jobChanges(seen, { ...job, status: "requested" })).toEqual([]);
  });

  it("names each change the crew acts on: cancelled, day, slot, service, quantity, postcode, address", () => {
    expect(jobChanges(seen, { ...job, status: "cancelled" })).toEqual(["cancelled"]);
    expect(
      jobChanges(seen, {
        ...job,
        selectedDate: new Date("2026-12-01T00:00:00Z"),
        timeSlot: "pm",
        serviceType: "onsite",
        bagQuantity: 4,
        postcode: "DH1 1AA",
        collectionAddress: "2 Other Street",
      }),
    ).toEqual(["day", "timeSlot", "serviceType", "bagQuantity", "postcode", "collectionAddress"]);
  });

  it("reads back the version the phone sent, an address holding the separator included", () => {
    expect(readJobVersion(seen)).toEqual({
      cancelled: false,
      day: "2026-11-30",
      timeSlot: "am",
      serviceType: "collection",
      bagQuantity: "3",
      postcode: "DH1 3LE",
      collectionAddress: "Unit 4 | Riverside Park, Durham",
    });
  });

  it("is changed when the phone's version cannot be read", () => {
    expect(readJobVersion("nonsense")).toBeNull();
    expect(jobChanges("nonsense", job)).toEqual(["unreadable"]);
  });

  it("holds a recording for a cancelled, already collected or moved job, with why", () => {
    const cancelled = { ...job, status: "cancelled" };
    expect(jobHeldReason({ seenVersion: seen, job: cancelled, hasCollection: false })).toBe(
      heldReasons.cancelled,
    );
    expect(jobHeldReason({ seenVersion: seen, job, hasCollection: true })).toBe(
      heldReasons.alreadyCollected,
    );
    const moved = { ...job, selectedDate: new Date("2026-12-02T00:00:00Z") };
    expect(jobHeldReason({ seenVersion: seen, job: moved, hasCollection: false })).toBe(
      "The job changed after the phone loaded it: the day.",
    );
    expect(jobHeldReason({ seenVersion: seen, job, hasCollection: false })).toBeNull();
  });

  it("shows both versions side by side, the changed rows marked", () => {
    const rows = jobComparison(seen, { ...job, timeSlot: "pm" });
    expect(rows.filter((row) => row.changed).map((row) => row.label)).toEqual(["Time slot"]);
    expect(rows.find((row) => row.label === "Day")).toMatchObject({
      seen: "Monday 30 November 2026",
      now: "Monday 30 November 2026",
    });
  });
});

describe("the phone's clock", () => {
  it("is believed up to five minutes ahead of the server and up to a day behind it", () => {
    for (const at of [
      new Date(now.getTime() + 4 * 60_000),
      new Date(now.getTime() - 23 * 3_600_000),
      now,
    ]) {
      expect(believedTime(at, now)).toEqual({ at, phoneClockAt: null });
    }
  });

  it("is not believed further ahead or more than a day behind: the server's time, the phone's kept", () => {
    for (const at of [
      new Date(now.getTime() + 6 * 60_000),
      new Date(now.getTime() - 25 * 3_600_000),
      new Date("1970-01-01T00:00:00Z"),
      new Date("2030-01-01T00:00:00Z"),
    ]) {
      expect(believedTime(at, now)).toEqual({ at: now, phoneClockAt: at });
    }
    expect(phoneClockFlag(new Date("2026-11-30T09:05:00Z"))).toBe(
      "Phone clock was 30 Nov 2026, 09:05",
    );
  });
});

describe("the day a job is recorded on", () => {
  it("is the job's own day or the working day after it", () => {
    expect(dueDayHeldReason("2026-11-27", "2026-11-27")).toBeNull();
    // Friday's job recorded on Saturday, Sunday or Monday: the working day before is Friday.
    expect(dueDayHeldReason("2026-11-27", "2026-11-28")).toBeNull();
    expect(dueDayHeldReason("2026-11-27", "2026-11-30")).toBeNull();
    // Christmas Eve's job recorded after the bank holidays and the weekend.
    expect(dueDayHeldReason("2026-12-24", "2026-12-29")).toBeNull();
  });

  it("holds a job recorded before its day, or two working days after it, saying when it is due", () => {
    expect(dueDayHeldReason("2027-02-26", "2026-11-27")).toBe(
      "This job is due on Friday 26 February 2027.",
    );
    expect(dueDayHeldReason("2026-11-30", "2026-11-27")).toBe(
      "This job is due on Monday 30 November 2026.",
    );
    expect(dueDayHeldReason("2026-11-26", "2026-11-30")).toBe(
      "This job is due on Thursday 26 November 2026.",
    );
  });
});

describe("the collection record's fields", () => {
  it("joins the seals as the office's field stores them", () => {
    expect(sealNumbersField(["S-1", "S-2"])).toBe("S-1, S-2");
  });

  it("holds seals longer than the office's field", () => {
    const seals = Array.from({ length: 60 }, (_, i) => `SEAL-${String(i).padStart(4, "0")}`);
    expect(
      collectionHeldReason({
        seenVersion: seen,
        job,
        hasCollection: false,
        seals,
        weightKg: null,
      }),
    ).toBe(heldReasons.sealsTooLong);
  });

  it("keeps a weight to one decimal place, and none that rounds to 0", () => {
    expect(weightKgField(12.46)).toBe("12.5");
    expect(weightKgField(7)).toBe("7");
    expect(weightKgField(0.04)).toBeNull();
  });
});
