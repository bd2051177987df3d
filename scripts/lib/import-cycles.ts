// Import cycles between the project's modules, type-only imports included: the graph of every
// `import … from` and `export … from` in lib/, app/ and components/, and its strongly connected
// components. tests/unit/import-cycles.test.ts asks for none.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type ImportGraph = Map<string, Set<string>>;

const sources = /\.(ts|tsx)$/;
const specifier = /^\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/gms;

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => sources.test(file))
    .map((file) => path.join(folder, file).split(path.sep).join("/"));
}

/** Who imports whom, by path from the project's root; only the project's own modules. */
export function importGraph(root: string, folders = ["lib", "app", "components"]): ImportGraph {
  const files = folders.flatMap((folder) => filesUnder(root, folder));
  const known = new Set(files);
  const resolve = (target: string) =>
    ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((end) => target + end)
      .find((f) => known.has(f));
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const [, spec] of readFileSync(path.join(root, file), "utf8").matchAll(specifier)) {
      const target = spec!.startsWith("@/")
        ? resolve(spec!.slice(2))
        : spec!.startsWith(".")
          ? resolve(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!)))
          : undefined;
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Each group of modules that import one another round in a circle (Tarjan's algorithm). */
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.has(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

/**
 * The same graph one level up: which of lib/'s domain folders (lib/<domain>/) import which. Files
 * outside a domain folder are left out; a domain's imports of itself are not edges.
 */
export function domainGraph(graph: ImportGraph): ImportGraph {
  const domainOf = (file: string) => /^lib\/([^/]+)\//.exec(file)?.[1];
  const domains: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = domainOf(file);
    if (!from) continue;
    const edges = domains.get(from) ?? new Set<string>();
    domains.set(from, edges);
    for (const target of targets) {
      const to = domainOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return domains;
}
