import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import {
  certificateNumber,
  newCheckCode,
  type DestructionMethod,
} from "@/lib/certificates/certificate-rules";
import { sealsToCertify } from "@/lib/certificates/certificate-seal-data";
import { todayInLondon } from "@/lib/shared/dates";
import type { Page } from "@/lib/shared/pagination";
import { site } from "@/lib/shared/site";
import { db } from "@/lib/server/db";
import { pageOf } from "@/lib/server/paging";

// Certificates of destruction: issued inside the transaction that marks a job destroyed (or
// corrects one), numbered per year without gaps, and never changed afterwards (the database
// refuses it). Everything a certificate states is copied onto its row when it is issued.

type Tx = Prisma.TransactionClient;

export type CollectionRecord = {
  collectedAt: Date;
  quantity: number;
  weightKg: string | null;
  sealNumbers: string | null;
  operative: string;
};
export type DestructionRecord = {
  destroyedAt: Date;
  destroyedBy: string;
  method: DestructionMethod;
  place: string;
};

/** A certificate as issued, with the numbers it supersedes and is superseded by. */
export type CertificateRecord = Omit<CollectionRecord, "collectedAt"> & {
  id: string;
  number: string;
  checkCode: string;
  bookingId: string;
  issuedAt: string;
  issuedBy: string;
  customerName: string;
  companyName: string | null;
  collectionAddress: string | null;
  /** The booking's postcode; null on certificates issued before it was copied. */
  collectionPostcode: string | null;
  bookingReference: string;
  /** The booking's purchase order number as it stood at issue (printed as on its invoice). */
  purchaseOrder: string | null;
  /** A regular contract's visit: the contract's number (read through the booking). */
  contractNumber: string | null;
  collectionDay: string;
  /** When it was collected; null on certificates issued before that was recorded. */
  collectedAt: string | null;
  destroyedAt: string;
  /** Who destroyed it; null on certificates issued before that was recorded. */
  destroyedBy: string | null;
  method: DestructionMethod;
  place: string;
  wasteCarrierNumber: string;
  supersedes: string | null;
  supersededBy: string | null;
  /**
   * The job's seals as the certificate froze them, in number order; none on a
   * certificate issued before seals were tracked (its seals are the typed `sealNumbers`).
   */
  seals: { number: number; collectedAt: string; destroyedAt: string }[];
};

const include = {
  supersedes: { select: { number: true } },
  supersededBy: { select: { number: true } },
  booking: { select: { contract: { select: { number: true } } } },
  seals: { orderBy: { sealNumber: "asc" } },
} as const satisfies Prisma.CertificateInclude;
type Row = Prisma.CertificateGetPayload<{ include: typeof include }>;

function record(row: Row): CertificateRecord {
  return {
    id: row.id,
    number: row.number,
    checkCode: row.checkCode,
    bookingId: row.bookingId,
    issuedAt: row.issuedAt.toISOString(),
    issuedBy: row.issuedBy,
    customerName: row.customerName,
    companyName: row.companyName,
    collectionAddress: row.collectionAddress,
    collectionPostcode: row.collectionPostcode,
    bookingReference: row.bookingReference,
    purchaseOrder: row.purchaseOrder,
    contractNumber: row.booking.contract?.number ?? null,
    collectionDay: row.collectionDay.toISOString().slice(0, 10),
    quantity: row.quantity,
    weightKg: row.weightKg?.toString() ?? null,
    sealNumbers: row.sealNumbers,
    operative: row.operative,
    collectedAt: row.collectedAt?.toISOString() ?? null,
    destroyedAt: row.destroyedAt.toISOString(),
    destroyedBy: row.destroyedBy,
    method: row.method,
    place: row.place,
    wasteCarrierNumber: row.wasteCarrierNumber,
    supersedes: row.supersedes?.number ?? null,
    supersededBy: row.supersededBy?.number ?? null,
    seals: row.seals.map((seal) => ({
      number: seal.sealNumber,
      collectedAt: seal.collectedAt.toISOString(),
      destroyedAt: seal.destroyedAt.toISOString(),
    })),
  };
}

/** The next number of `year`: the counter row is locked until the transaction ends. */
async function drawNumber(tx: Tx, year: number): Promise<string> {
  const [{ last }] = await tx.$queryRaw<[{ last: number }]>`
    insert into certificate_counters (year, last) values (${year}, 1)
    on conflict (year) do update set last = certificate_counters.last + 1
    returning last`;
  return certificateNumber(year, last);
}

/**
 * Issues the booking's certificate (superseding `supersedesId`, for a correction), with the job's
 * seals and their times frozen beside it in the same transaction.
 */
/** What a certificate copies from its booking (any booking row with these fields). */
type CertifiedBooking = {
  id: string;
  customerName: string;
  companyName: string | null;
  collectionAddress: string | null;
  postcode: string | null;
  reference: string;
  day: string;
};

export async function issueCertificate(
  tx: Tx,
  input: {
    booking: CertifiedBooking;
    collection: CollectionRecord;
    destruction: DestructionRecord;
    issuedBy: string;
    now: Date;
    supersedesId?: string;
  },
): Promise<CertificateRecord> {
  const { booking, collection, destruction } = input;
  const year = Number(todayInLondon(input.now).slice(0, 4));
  const seals = await sealsToCertify(tx, booking.id, {
    collectedAt: collection.collectedAt,
    destroyedAt: destruction.destroyedAt,
  });
  const row = await tx.certificate.create({
    data: {
      number: await drawNumber(tx, year),
      checkCode: newCheckCode(),
      bookingId: booking.id,
      supersedesId: input.supersedesId ?? null,
      issuedAt: input.now,
      issuedBy: input.issuedBy,
      customerName: booking.customerName,
      companyName: booking.companyName,
      collectionAddress: booking.collectionAddress,
      collectionPostcode: booking.postcode,
      bookingReference: booking.reference,
      collectionDay: new Date(`${booking.day}T00:00:00Z`),
      quantity: collection.quantity,
      weightKg: collection.weightKg,
      sealNumbers: collection.sealNumbers,
      operative: collection.operative,
      collectedAt: collection.collectedAt,
      destroyedAt: destruction.destroyedAt,
      destroyedBy: destruction.destroyedBy,
      method: destruction.method,
      place: destruction.place,
      wasteCarrierNumber: site.wasteCarrierRegistration,
      sealCount: seals.length,
      seals: {
        createMany: {
          data: seals.map((seal) => ({
            sealNumber: seal.number,
            collectedAt: seal.collectedAt,
            destroyedAt: seal.destroyedAt,
          })),
        },
      },
    },
    include,
  });
  return record(row);
}

export async function findCertificate(number: string): Promise<CertificateRecord | null> {
  const row = await db().certificate.findUnique({ where: { number }, include });
  return row && record(row);
}

/** A booking's certificates, newest first (the first is the current one). */
export async function certificatesOfBooking(bookingId: string): Promise<CertificateRecord[]> {
  const rows = await db().certificate.findMany({
    where: { bookingId },
    orderBy: { issuedAt: "desc" },
    include,
  });
  return rows.map(record);
}

/** The certificate that stands for a booking: the newest, superseded by none. */
export async function currentCertificate(bookingId: string): Promise<CertificateRecord | null> {
  const row = await db().certificate.findFirst({
    where: { bookingId, supersededBy: { is: null } },
    orderBy: { issuedAt: "desc" },
    include,
  });
  return row && record(row);
}

export const certificateStatuses = ["valid", "superseded"] as const;
export type CertificateFilter = { q?: string; status?: string };

function certificateWhere({ q, status }: CertificateFilter): Prisma.CertificateWhereInput {
  const text = q?.trim();
  return {
    ...(status === "valid" ? { supersededBy: { is: null } } : {}),
    ...(status === "superseded" ? { supersededBy: { isNot: null } } : {}),
    ...(text
      ? {
          OR: [
            { number: { contains: text, mode: "insensitive" } },
            { customerName: { contains: text, mode: "insensitive" } },
            { companyName: { contains: text, mode: "insensitive" } },
            { bookingReference: { contains: text, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

/** The admin's Certificates list: newest first, 25 a page, searched by number or customer. */
export function certificatesPage(
  filter: CertificateFilter,
  page: number,
): Promise<Page<CertificateRecord>> {
  return pageOf(
    page,
    () => db().certificate.count({ where: certificateWhere(filter) }),
    async (skip, take) =>
      (
        await db().certificate.findMany({
          where: certificateWhere(filter),
          orderBy: { issuedAt: "desc" },
          skip,
          take,
          include,
        })
      ).map(record),
  );
}
