import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { lookUpPostcodes } from "./postcodes-client";
import type { LatLng } from "./geocoding-rules";

// Where each stop is: the coordinates of bookings', contracts' and sites' postcodes, from
// postcodes.io (postcodes-client.ts). A row is waiting while its postcode is not the one it was
// located for (located_postcode: null at first, and again in effect when the postcode changes).
// Each distinct postcode is asked once however many rows have it, and its answer written to every
// waiting row with that postcode; an unknown one is written as looked up without coordinates, so
// it is not asked again; one the service could not answer is not written, so it is asked again.
// Two runs at once write the same answer to the same rows, which is harmless.

/** The tables with a located postcode (constants: never text from outside). */
const TABLES = ["bookings", "contracts", "sites"] as const;
type Table = (typeof TABLES)[number];

export type GeocodingReport = {
  /** Distinct postcodes asked. */
  postcodes: number;
  located: number;
  approximate: number;
  unknown: number;
  /** Postcodes the service could not answer now: asked again by the next run. */
  unavailable: number;
  rows: Record<Table, number>;
  calls: { bulk: number; outcode: number };
};

const waiting = Prisma.sql`postcode is not null and btrim(postcode) <> ''
  and located_postcode is distinct from postcode`;

/** Up to `limit` distinct postcodes of rows waiting to be located. */
async function pendingPostcodes(limit: number): Promise<string[]> {
  const rows = await db().$queryRaw<{ postcode: string }[]>`
    select postcode from (
      select postcode from bookings where ${waiting}
      union select postcode from contracts where ${waiting}
      union select postcode from sites where ${waiting}
    ) pending
    order by postcode
    limit ${limit}`;
  return rows.map((row) => row.postcode);
}

/**
 * Locates up to `limit` distinct postcodes of every row waiting (the job): bookings, contracts
 * and sites never located or whose postcode changed since.
 */
export async function locatePending(limit = 1_000): Promise<GeocodingReport> {
  return locatePostcodes(await pendingPostcodes(limit));
}

export type LocateTargets = { bookings?: string[]; contracts?: string[]; sites?: string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ids = (list: string[] | undefined) => (list ?? []).filter((id) => UUID.test(id));

/**
 * Locates these rows if they are waiting (a row just saved): the bookings, the contracts with
 * their visits, the sites. Other waiting rows with the same postcodes are located with them.
 */
export async function locateRows(targets: LocateTargets): Promise<GeocodingReport> {
  const bookings = ids(targets.bookings);
  const contracts = ids(targets.contracts);
  const sites = ids(targets.sites);
  const rows = await db().$queryRaw<{ postcode: string }[]>`
    select postcode from bookings
      where (id = any(${bookings}::uuid[]) or contract_id = any(${contracts}::uuid[])) and ${waiting}
    union select postcode from contracts where id = any(${contracts}::uuid[]) and ${waiting}
    union select postcode from sites where id = any(${sites}::uuid[]) and ${waiting}`;
  return locatePostcodes(rows.map((row) => row.postcode));
}

/** Looks `postcodes` up and writes each answer to every waiting row that has it. */
export async function locatePostcodes(postcodes: string[]): Promise<GeocodingReport> {
  const report: GeocodingReport = {
    postcodes: postcodes.length,
    located: 0,
    approximate: 0,
    unknown: 0,
    unavailable: 0,
    rows: { bookings: 0, contracts: 0, sites: 0 },
    calls: { bulk: 0, outcode: 0 },
  };
  if (postcodes.length === 0) return report;
  const lookup = await lookUpPostcodes(postcodes);
  const answers = [
    ...[...lookup.located].map(([postcode, place]) => ({ postcode, ...place })),
    ...lookup.unknown.map((postcode) => ({ postcode, lat: null, lng: null, approximate: false })),
  ];
  for (const table of TABLES) report.rows[table] = await store(table, answers);
  const approximate = [...lookup.located.values()].filter((place) => place.approximate).length;
  return {
    ...report,
    located: lookup.located.size - approximate,
    approximate,
    unknown: lookup.unknown.length,
    unavailable: lookup.unavailable.length,
    calls: lookup.calls,
  };
}

/**
 * Places the waiting rows whose postcode is in `table` without asking the service: the demo's,
 * from the table of known postcodes (known-postcodes.ts), so that a demo made without network has
 * distances. The rest wait for the job.
 */
export async function locateFromTable(table: Readonly<Record<string, LatLng>>): Promise<number> {
  const answers = Object.entries(table).map(([postcode, place]) => ({
    postcode,
    ...place,
    approximate: false,
  }));
  let rows = 0;
  for (const name of TABLES) rows += await store(name, answers);
  return rows;
}

type Answer = { postcode: string; lat: number | null; lng: number | null; approximate: boolean };

/** One statement per table: every waiting row whose postcode has an answer. */
async function store(table: Table, answers: Answer[]): Promise<number> {
  if (answers.length === 0) return 0;
  return db().$executeRaw`
    update ${Prisma.raw(table)} as target
    set latitude = answer.lat, longitude = answer.lng,
      location_approximate = answer.approximate, located_postcode = answer.postcode
    from unnest(
      ${answers.map((a) => a.postcode)}::text[],
      ${answers.map((a) => a.lat)}::float8[],
      ${answers.map((a) => a.lng)}::float8[],
      ${answers.map((a) => a.approximate)}::boolean[]
    ) as answer(postcode, lat, lng, approximate)
    where target.postcode = answer.postcode
      and target.located_postcode is distinct from answer.postcode`;
}
