import { describe, expect, it } from "vitest";
import {
  domainGraph,
  importCycles,
  importGraph,
  type ImportGraph,
} from "../../scripts/lib/import-cycles";

const graphOf = (edges: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));

describe("import cycles", () => {
  it("finds a circle of modules, however long, and only the modules on it", () => {
    const graph = graphOf({
      "lib/bookings/a.ts": ["lib/payments/b.ts", "lib/shared/d.ts"],
      "lib/payments/b.ts": ["lib/invoices/c.ts"],
      "lib/invoices/c.ts": ["lib/bookings/a.ts"],
      "lib/shared/d.ts": [],
    });
    expect(importCycles(graph)).toEqual([
      ["lib/bookings/a.ts", "lib/invoices/c.ts", "lib/payments/b.ts"],
    ]);
  });

  it("finds none in a graph that only runs one way", () => {
    expect(importCycles(graphOf({ "a.ts": ["b.ts"], "b.ts": ["c.ts"], "c.ts": [] }))).toEqual([]);
  });

  it("finds none in the project's lib/, app/ and components/, type imports included", () => {
    const graph = importGraph(process.cwd());
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });
});

describe("import cycles between domains", () => {
  it("sees two domains that import each other through different files as a circle", () => {
    const graph = graphOf({
      "lib/bookings/cancel.ts": ["lib/payments/refunds.ts"],
      "lib/payments/settle.ts": ["lib/bookings/rows.ts"],
      "lib/payments/refunds.ts": [],
      "lib/bookings/rows.ts": [],
      "app/page.tsx": ["lib/bookings/cancel.ts", "lib/payments/settle.ts"],
    });
    expect(importCycles(domainGraph(graph))).toEqual([["bookings", "payments"]]);
  });

  it("finds none between lib/'s domain folders: each reaches another one way only", () => {
    const domains = domainGraph(importGraph(process.cwd()));
    expect(domains.size).toBeGreaterThan(15);
    expect(importCycles(domains)).toEqual([]);
  });
});
