import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { certificateMessages } from "@/lib/certificates/certificate-rules";
import { jobMessages } from "@/lib/custody/job-schema";
import { submitBooking } from "@/lib/booking-flows/booking-actions";
import { cancelBookingAs } from "@/lib/booking-flows/lifecycle";
import { verifyCertificate } from "@/lib/certificates/verification";
import { saveCapacity } from "@/lib/bookings/capacity";
import { findCertificate } from "@/lib/certificates/certificates";
import {
  confirmBooking,
  correctCertificate,
  recordCollection,
  recordDestruction,
} from "@/lib/custody/job-steps";
import { db } from "@/lib/server/db";
import { drawAttachments } from "@/lib/mail-delivery/attachments";
import { bookingConfirmedEmails, certificateEmails } from "@/lib/custody/job-notifications";
import type { OutboxAttachment } from "@/lib/server/mail/outbox";
import { ResendTransport } from "@/lib/server/mail/transport";
import { deliverDueEmails } from "@/lib/mail-delivery/worker";
import { FakeResend } from "../support/fake-resend";
import { resetDatabase } from "../support/db";
import { plantSeals } from "../support/seals";
import { pdfToText } from "../support/pdf-reader";

// The office's job workflow and the certificate it ends with, against PostgreSQL.

const now = new Date("2026-11-23T10:00:00Z");
const office = { kind: "admin", email: "office@example.test" } as const;
const collection = {
  collectedAt: new Date("2026-11-23T08:45:00Z"),
  quantity: 4,
  weightKg: "18.5",
  // Printed seals are planted per job (throughCollection): made-up ones are refused.
  sealNumbers: null,
  operative: "Sam",
};
const destruction = {
  destroyedAt: new Date("2026-11-23T09:30:00Z"),
  destroyedBy: "Robin",
  method: "cross_cut_offsite" as const,
  place: "North East Secure Shredding, Lingfield Point, Darlington, DL1 1RW",
};

async function book(
  n = 0,
  company: string | null = "Bloggs Ltd",
  customer: { name: string; address: string; postcode?: string } = {
    name: `Customer ${n}`,
    address: "1 High Street, Durham DH1 1AA",
  },
) {
  const result = await submitBooking.handle(
    { ip: `192.0.2.${(n % 200) + 1}`, now },
    {
      service_type: "collection",
      bag_quantity: 4,
      selected_date: "2026-11-25",
      time_slot: "allday",
      customer_name: customer.name,
      customer_email: `customer-${n}@example.test`,
      company_name: company ?? "",
      collection_address: customer.address,
      postcode: customer.postcode ?? "",
      idempotency_key: randomUUID(),
    },
  );
  if (!result.ok) throw new Error(result.message);
  return (await db().booking.findUniqueOrThrow({ where: { reference: result.data.reference } })).id;
}

const destroy = (id: string) => recordDestruction(id, office, destruction, now, certificateEmails);

async function throughCollection(id: string) {
  expect(await confirmBooking(id, office, bookingConfirmedEmails)).toEqual({ status: "done" });
  const sealNumbers = (await plantSeals(2)).join(", ");
  expect(await recordCollection(id, office, { ...collection, sealNumbers })).toEqual({
    status: "done",
  });
}

const fake = new FakeResend();
let transport: ResendTransport;
beforeAll(async () => {
  transport = new ResendTransport("re_test_key", await fake.start());
});
afterAll(() => fake.stop());
beforeEach(async () => {
  await resetDatabase();
  fake.reset();
});

describe("the office's job workflow", () => {
  it("goes Requested, Confirmed, Collected, Destroyed, Certificate issued, each step recorded", async () => {
    const id = await book();
    await throughCollection(id);
    const outcome = await destroy(id);
    expect(outcome).toMatchObject({ status: "done", certificate: { number: "COD-2026-000001" } });

    const booking = await db().booking.findUniqueOrThrow({ where: { id } });
    expect(booking.status).toBe("certificate_issued");
    const history = await db().bookingEvent.findMany({
      where: { bookingId: id },
      orderBy: { at: "asc" },
    });
    expect(history.map((e) => [e.kind, e.actorEmail])).toEqual([
      ["requested", null],
      ["confirmed", "office@example.test"],
      ["collected", "office@example.test"],
      ["destroyed", "office@example.test"],
      ["certificate_issued", "office@example.test"],
      // The job is invoiced with its certificate.
      ["invoiced", "office@example.test"],
    ]);
    const confirmed = await db().outboxEmail.findFirstOrThrow({
      where: { bookingId: id, subject: { startsWith: "Booking confirmed" } },
    });
    expect(confirmed.toAddress).toBe("customer-0@example.test");
  });

  it("refuses a skipped or repeated step, and a cancelled booking, changing nothing", async () => {
    const id = await book();
    expect(await recordCollection(id, office, collection)).toEqual({
      status: "refused",
      message: "Confirm the booking before marking it as collected.",
    });
    expect(await destroy(id)).toMatchObject({ status: "refused" });
    await confirmBooking(id, office, bookingConfirmedEmails);
    expect(await confirmBooking(id, office, bookingConfirmedEmails)).toEqual({
      status: "refused",
      message: "This booking is already confirmed.",
    });
    expect(await db().jobCollection.count()).toBe(0);
    expect(await db().certificate.count()).toBe(0);

    const cancelled = await book(1);
    await cancelBookingAs(office, cancelled, now);
    expect(await recordCollection(cancelled, office, collection)).toEqual({
      status: "refused",
      message: "A cancelled booking cannot be collected.",
    });
    expect((await db().booking.findUniqueOrThrow({ where: { id: cancelled } })).status).toBe(
      "cancelled",
    );
  });

  it("files the certificate e-mail in the same transaction, its PDF drawn when it is sent", async () => {
    const id = await book();
    await throughCollection(id);
    await destroy(id);
    const email = await db().outboxEmail.findFirstOrThrow({
      where: { subject: certificateMessages.emailSubject("COD-2026-000001") },
    });
    expect(email).toMatchObject({ toAddress: "customer-0@example.test", status: "pending" });
    // The transaction (a run's scan holds the job's lock) wrote the row, not a drawn PDF.
    expect(email.attachments).toEqual([
      expect.objectContaining({ certificateNumber: "COD-2026-000001" }),
    ]);
    const [attachment] = await drawAttachments(email.attachments as OutboxAttachment[]);
    expect(attachment!.filename).toBe("certificate-COD-2026-000001.pdf");
    expect(attachment!.contentType).toBe("application/pdf");
    expect(Buffer.from(attachment!.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(email.certificateId).toBeTruthy();
  });

  it("survives a mail outage and sends the certificate exactly once", async () => {
    const id = await book();
    await throughCollection(id);
    await destroy(id);
    fake.respondWith({ status: 503 }, { status: 503 }, { status: 503 });
    const subject = certificateMessages.emailSubject("COD-2026-000001");
    await deliverDueEmails({ transport, baseDelayMs: 0 });
    await deliverDueEmails({ transport, baseDelayMs: 0 });
    await deliverDueEmails({ transport, baseDelayMs: 0 });
    await deliverDueEmails({ transport, baseDelayMs: 0 });
    const sent = [...fake.delivered.values()].filter((m) => m.subject === subject);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments?.[0]?.filename).toBe("certificate-COD-2026-000001.pdf");
    const row = await db().outboxEmail.findFirstOrThrow({ where: { subject } });
    expect(row.status).toBe("sent");
  });
});

describe("certificate numbers", () => {
  it("run without a gap or a duplicate when jobs are marked destroyed at the same moment", async () => {
    await saveCapacity({ collection: 12, onsite: 3 });
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) ids.push(await book(n));
    for (const id of ids) await throughCollection(id);
    const outcomes = await Promise.all(ids.map(destroy));
    const numbers = outcomes.map((o) => (o.status === "done" ? o.certificate!.number : "")).sort();
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, i) => `COD-2026-${String(i + 1).padStart(6, "0")}`),
    );
  });

  it("leave no gap when issuing fails part-way (the number is drawn in the same transaction)", async () => {
    const id = await book();
    await throughCollection(id);
    const failing = () => Promise.reject(new Error("PDF could not be drawn"));
    await expect(recordDestruction(id, office, destruction, now, failing)).rejects.toThrow();
    expect(await db().certificate.count()).toBe(0);
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).status).toBe("collected");
    expect(await destroy(id)).toMatchObject({ certificate: { number: "COD-2026-000001" } });
  });
});

describe("an issued certificate", () => {
  it("cannot be changed or deleted, even by a direct query", async () => {
    const id = await book();
    await throughCollection(id);
    await destroy(id);
    await expect(
      db().$executeRaw`update certificates set operative = 'Someone else'`,
    ).rejects.toThrow(/cannot be changed/);
    await expect(db().$executeRaw`delete from certificates`).rejects.toThrow(/cannot be changed/);
    expect((await findCertificate("COD-2026-000001"))!.operative).toBe("Sam");
  });

  it("is superseded by a correction, and both stay verifiable with their status", async () => {
    const id = await book();
    await throughCollection(id);
    await destroy(id);
    const corrected = await correctCertificate(
      id,
      office,
      { ...collection, quantity: 5 },
      destruction,
      now,
      certificateEmails,
    );
    expect(corrected).toMatchObject({ certificate: { number: "COD-2026-000002", quantity: 5 } });
    const old = (await findCertificate("COD-2026-000001"))!;
    const current = (await findCertificate("COD-2026-000002"))!;
    expect(old).toMatchObject({ quantity: 4, supersededBy: "COD-2026-000002" });
    expect(current).toMatchObject({ supersedes: "COD-2026-000001", supersededBy: null });
    expect(
      await db().outboxEmail.count({
        where: { subject: certificateMessages.emailSubject("COD-2026-000002") },
      }),
    ).toBe(1);
  });
});

describe("verifying a certificate", () => {
  it("says whether it exists, and shows what it states only with its check code", async () => {
    const id = await book();
    await throughCollection(id);
    await destroy(id);
    const { checkCode } = (await findCertificate("COD-2026-000001"))!;
    expect(await verifyCertificate("COD-2026-000999", checkCode, "192.0.2.9")).toEqual({
      status: "unknown",
    });
    expect(await verifyCertificate("COD-2026-000001", undefined, "192.0.2.9")).toEqual({
      status: "code-needed",
      number: "COD-2026-000001",
      problem: null,
    });
    expect(await verifyCertificate("COD-2026-000001", "AAAAAAAA", "192.0.2.9")).toMatchObject({
      status: "code-needed",
      problem: "wrong",
    });
    expect(
      await verifyCertificate("cod-2026-000001", checkCode.toLowerCase(), "192.0.2.9"),
    ).toMatchObject({ status: "verified", certificate: { number: "COD-2026-000001" } });
  });

  it("stops guessing codes after 30 tries an hour from one address", async () => {
    const id = await book();
    await throughCollection(id);
    await destroy(id);
    const { checkCode } = (await findCertificate("COD-2026-000001"))!;
    for (let i = 0; i < 30; i++)
      await verifyCertificate("COD-2026-000001", "AAAAAAAA", "192.0.2.7");
    expect(await verifyCertificate("COD-2026-000001", checkCode, "192.0.2.7")).toMatchObject({
      status: "code-needed",
      problem: "limited",
    });
    expect(await verifyCertificate("COD-2026-000001", checkCode, "192.0.2.8")).toMatchObject({
      status: "verified",
    });
  });
});

/** The text of the PDF attached to the certificate e-mail, as pdftotext reads it, on one line. */
async function attachedPdfText(number: string): Promise<string> {
  const email = await db().outboxEmail.findFirstOrThrow({
    where: { subject: certificateMessages.emailSubject(number) },
  });
  const [attachment] = await drawAttachments(email.attachments as OutboxAttachment[]);
  return pdfToText(Buffer.from(attachment!.content, "base64"), "layout").replace(/\s+/g, " ");
}

describe("what a certificate states about the job", () => {
  it("is when it was actually collected and who destroyed it, not the booked day", async () => {
    const id = await book();
    await throughCollection(id);
    const outcome = await destroy(id);
    expect(outcome).toMatchObject({
      certificate: {
        collectedAt: "2026-11-23T08:45:00.000Z",
        destroyedBy: "Robin",
        collectionDay: "2026-11-25",
      },
    });
    const text = await attachedPdfText("COD-2026-000001");
    expect(text).toContain("Collected on Monday 23 November 2026, 08:45");
    expect(text).toContain("Destroyed by Robin");
    expect(text).not.toContain("25 November");
  });

  it("prints the collection address with the booking's postcode", async () => {
    const id = await book(0, null, {
      name: "Jo Bloggs",
      address: "Flat 2\n1 High Street\nDurham",
      postcode: "dh1 3le",
    });
    await throughCollection(id);
    expect(await destroy(id)).toMatchObject({ status: "done" });
    expect(await findCertificate("COD-2026-000001")).toMatchObject({
      collectionAddress: "Flat 2\n1 High Street\nDurham",
      collectionPostcode: "DH1 3LE",
    });
    const text = await attachedPdfText("COD-2026-000001");
    expect(text).toContain("Collection address Flat 2 1 High Street Durham, DH1 3LE");
  });

  it("refuses a destruction before the collection at its field, changing nothing", async () => {
    const id = await book();
    await throughCollection(id);
    const early = { ...destruction, destroyedAt: new Date("2026-11-23T08:44:00Z") };
    expect(await recordDestruction(id, office, early, now, certificateEmails)).toEqual({
      status: "refused",
      message: jobMessages.destroyedBeforeCollection,
      field: "destroyed_at",
    });
    const ancient = { ...destruction, destroyedAt: new Date("1900-01-01T10:00:00Z") };
    expect(await recordDestruction(id, office, ancient, now, certificateEmails)).toMatchObject({
      status: "refused",
    });
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).status).toBe("collected");
    expect(await db().jobDestruction.count()).toBe(0);
    expect(await db().certificate.count()).toBe(0);
    expect(await db().bookingEvent.count({ where: { bookingId: id, kind: "destroyed" } })).toBe(0);
  });

  it("cannot be corrected into a destruction before the collection", async () => {
    const id = await book();
    await throughCollection(id);
    await destroy(id);
    const later = { ...collection, collectedAt: new Date("2026-11-23T10:00:00Z") };
    expect(
      await correctCertificate(id, office, later, destruction, now, certificateEmails),
    ).toMatchObject({ status: "refused", field: "destroyed_at" });
    expect(await db().certificate.count()).toBe(1);
    const kept = await db().jobCollection.findUniqueOrThrow({ where: { bookingId: id } });
    expect(kept.collectedAt.toISOString()).toBe("2026-11-23T08:45:00.000Z");
  });

  it("names the customer in whatever script they wrote it", async () => {
    const customers = [
      { name: "王小明", address: "東京都千代田区丸の内 1-1" },
      { name: "Γιώργος Παπαδόπουλος", address: "Οδός Αθηνάς 12, Αθήνα" },
      { name: "Дмитрий", address: "ул. Тверская 1, Москва" },
      { name: "김민준", address: "서울특별시 중구" },
      { name: "Zoë Brontë-Łukasiewicz", address: "ul. Świętokrzyska 5, Kraków" },
    ];
    for (const [n, customer] of customers.entries()) {
      const id = await book(n, "Ελληνική Εταιρεία", customer);
      await throughCollection(id);
      const outcome = await destroy(id);
      const number = outcome.status === "done" ? outcome.certificate!.number : "";
      const text = await attachedPdfText(number);
      for (const expected of [customer.name, customer.address, "Ελληνική Εταιρεία"]) {
        expect(text).toContain(expected);
      }
    }
  });
});
