import { describe, expect, it } from "vitest";
import { mainThreadTime } from "@/scripts/lib/main-thread-time";

const renderer = { pid: 7, tid: 1 };
const task = (ts: number, dur: number, tdur: number, where = renderer) => ({
  name: "RunTask",
  ph: "X",
  ...where,
  ts,
  dur,
  tdur,
});

describe("main-thread time of a page load", () => {
  it("sums the wall and CPU time of the painting thread's tasks from the navigation on", () => {
    const events = [
      task(500, 9_000, 9_000), // before the navigation: the previous page
      { name: "navigationStart", ...renderer, ts: 1_000, args: { data: { navigationId: "N1" } } },
      task(2_000, 280_000, 12_000),
      // an empty document for another frame, started by the same thread
      { name: "navigationStart", ...renderer, ts: 250_000, args: { data: { navigationId: "N2" } } },
      task(300_000, 40_000, 30_000),
      task(2_000, 50_000, 50_000, { pid: 7, tid: 2 }), // the compositor thread
      task(2_000, 50_000, 50_000, { pid: 9, tid: 1 }), // another process
      {
        name: "firstContentfulPaint",
        ...renderer,
        ts: 290_000,
        args: { frame: "F", data: { navigationId: "N1" } },
      },
    ];
    expect(mainThreadTime(events)).toEqual({ wallMs: 320, cpuMs: 42 });
  });

  it("has nothing to say about a trace without a contentful paint or its navigation", () => {
    expect(mainThreadTime([task(0, 10, 10)])).toBeNull();
    const paint = { name: "firstContentfulPaint", ...renderer, ts: 20, args: { frame: "F" } };
    expect(mainThreadTime([task(0, 10, 10), paint])).toBeNull();
  });
});
