import { describe, expect, it } from "vitest";
import { importCycles, importGraph, type ImportGraph } from "../../scripts/lib/import-cycles";

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
