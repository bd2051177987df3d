// How much of the time a page's main thread was busy it actually ran on a CPU. Lighthouse scores
// wall-clock task lengths; on a host whose CPUs are shared (a VM with steal time, or Chrome's own
// raster and GPU threads competing on two cores) a 12 ms layout can take 280 ms of wall time, and
// the simulated 4x slowdown then multiplies the waiting too. Chrome's trace records both clocks for
// every task (dur and tdur), so the audit can print the ratio next to the score.

type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { frame?: string; data?: { navigationId?: string } };
};

export type MainThreadTime = { wallMs: number; cpuMs: number };

/**
 * The renderer main thread is the one that reported the first contentful paint; its top-level
 * tasks (RunTask) from the start of that paint's navigation on are summed on both clocks. (The
 * same thread can start other navigations in between, such as an empty document for another frame.)
 */
export function mainThreadTime(traceEvents: readonly TraceEvent[]): MainThreadTime | null {
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint" && e.args?.frame);
  if (!fcp) return null;
  const navigationId = fcp.args?.data?.navigationId;
  if (!navigationId) return null;
  const start = traceEvents.find(
    (e) => e.name === "navigationStart" && e.args?.data?.navigationId === navigationId,
  )?.ts;
  if (start === undefined) return null;
  let wall = 0;
  let cpu = 0;
  for (const e of traceEvents) {
    if (e.name !== "RunTask" || e.ph !== "X" || e.pid !== fcp.pid || e.tid !== fcp.tid) continue;
    if (e.ts < start || e.dur === undefined || e.tdur === undefined) continue;
    wall += e.dur;
    cpu += e.tdur;
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}
