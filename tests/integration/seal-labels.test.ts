import { beforeEach, describe, expect, it } from "vitest";
import { issueSeals } from "@/lib/custody/issue-seals";
import { printLabelsAction } from "@/lib/custody/label-actions";
import { labelsPdfHandler } from "@/lib/custody/label-files";
import { labelPrintsPage } from "@/lib/custody/label-prints";
import { labelTexts } from "@/lib/custody/label-texts";
import { formatSeal } from "@/lib/shared/seal-number";
import { paths } from "@/lib/shared/paths";
import { checkAdminWith } from "@/lib/server/admin-guard";
import { NOT_AN_ADMIN, NOT_SIGNED_IN } from "@/lib/server/admin-action";
import { adminRoute } from "@/lib/server/admin-route";
import { db } from "@/lib/server/db";
import { resetDatabase } from "../support/db";
import { sendCookies } from "../support/fake-request";
import { sessionCookieFor } from "../support/session-cookie";
import { readPdf } from "../support/pdf-reader";

// Seal labels against PostgreSQL: Print labels issues 24 seals a sheet, numbered in
// one series drawn in the print's own transaction (no number shared, none skipped, even when two
// prints run at once), records who printed which range, and serves the print's PDF. Only the
// Office may: the action and the PDF route run the real admin check on real session cookies.

type Role = "admin" | "crew" | null;

async function plantUser(email: string, role: Role): Promise<string> {
  const user = await db().user.create({
    data: { email, passwordHash: "not-used", ...(role ? { roles: { create: { role } } } : {}) },
  });
  return user.id;
}

/** A session cookie for `uid`; the admin check reads the user's e-mail and roles from the database. */
const cookiesOf = async (uid: string | null) =>
  uid ? sessionCookieFor({ uid, email: "who@example.com", sv: 1, isAdmin: true }) : {};

/** Call the action as `uid` (null: nobody signed in). */
async function as(uid: string | null) {
  sendCookies(await cookiesOf(uid));
}

/** The PDF route as the office's browser calls it, with the session cookie of `uid`. */
const pdfRoute = (uid: string | null, id: string) =>
  adminRoute(labelsPdfHandler, async () => checkAdminWith(await cookiesOf(uid)))(
    new Request(`http://localhost${paths.adminSealLabelsPdf(id)}`),
    { params: Promise.resolve({ id }) },
  );

const seals = () =>
  db().seal.findMany({
    orderBy: { number: "asc" },
    select: { number: true, state: true, printId: true },
  });
const counter = async () => (await db().sealCounter.findUnique({ where: { id: 1 } }))?.last ?? null;
const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);

function pdfText(pdf: Buffer): { text: string; pages: number } {
  const { text, pages } = readPdf(pdf, "raw");
  return { text, pages };
}

let officeId: string;

beforeEach(async () => {
  await resetDatabase();
  officeId = await plantUser("office@example.com", "admin");
});

describe("Print labels", () => {
  it("issues 24 seals a sheet, in order from S-000001, recorded as one print by the Office", async () => {
    await as(officeId);
    const before = new Date();
    const result = await printLabelsAction({ sheets: "2" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ firstNumber: 1, lastNumber: 48, sheets: 2 });

    const print = await db().labelPrint.findUniqueOrThrow({ where: { id: result.data.id } });
    expect(print).toMatchObject({
      firstNumber: 1,
      lastNumber: 48,
      sheets: 2,
      printedBy: "office@example.com",
    });
    expect(print.printedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1_000);
    expect(await seals()).toEqual(
      range(1, 48).map((number) => ({ number, state: "issued", printId: print.id })),
    );
    expect(await counter()).toBe(48);
  });

  it("continues the series where the last print ended, without a gap", async () => {
    const first = await issueSeals(1, "office@example.com");
    const second = await issueSeals(3, "office@example.com");
    expect([first.firstNumber, first.lastNumber]).toEqual([1, 24]);
    expect([second.firstNumber, second.lastNumber]).toEqual([25, 96]);
    expect((await seals()).map((s) => s.number)).toEqual(range(1, 96));
    // The list shows the newest first, with who, which range and how many sheets.
    const page = await labelPrintsPage(1);
    expect(page.total).toBe(2);
    expect(page.items.map((p) => [p.firstNumber, p.lastNumber, p.sheets, p.printedBy])).toEqual([
      [25, 96, 3, "office@example.com"],
      [1, 24, 1, "office@example.com"],
    ]);
  });

  it("never gives two prints at once the same number, and leaves no gap", async () => {
    const sheets = [1, 2, 1, 3, 1, 2];
    const prints = await Promise.all(sheets.map((n, i) => issueSeals(n, `office${i}@example.com`)));
    const total = 24 * sheets.reduce((a, b) => a + b, 0);
    // Each print is a run of 24 a sheet; together they are 1..total, each number once.
    for (const [i, print] of prints.entries()) {
      expect(print.lastNumber - print.firstNumber + 1).toBe(24 * sheets[i]!);
    }
    const covered = prints.flatMap((p) => range(p.firstNumber, p.lastNumber)).sort((a, b) => a - b);
    expect(covered).toEqual(range(1, total));
    const rows = await seals();
    expect(rows.map((s) => s.number)).toEqual(range(1, total));
    for (const print of prints) {
      expect(rows.filter((s) => s.printId === print.id).map((s) => s.number)).toEqual(
        range(print.firstNumber, print.lastNumber),
      );
    }
    expect(await counter()).toBe(total);
  });

  it.each([["0"], ["21"], ["1.5"], [""], ["two"], [-1], [null]])(
    "refuses %j sheets at its field, changing nothing",
    async (sheets) => {
      await issueSeals(1, "office@example.com");
      await as(officeId);
      const result = await printLabelsAction({ sheets });
      expect(result).toEqual({
        ok: false,
        reason: "validation",
        message: labelTexts.sheetsInvalid,
        fieldErrors: { sheets: [labelTexts.sheetsInvalid] },
      });
      expect((await seals()).map((s) => s.number)).toEqual(range(1, 24));
      expect(await db().labelPrint.count()).toBe(1);
      expect(await counter()).toBe(24);
    },
  );
});

describe("the print's PDF", () => {
  it("gives the Office the print's labels, a sheet a page, each number once, named by its range", async () => {
    await issueSeals(1, "office@example.com");
    const print = await issueSeals(2, "office@example.com");
    const response = await pdfRoute(officeId, print.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="seal-labels-S-000025-S-000072.pdf"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { text, pages } = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(pages).toBe(2);
    expect(text.match(/S-\d{6,}/g)).toEqual(range(25, 72).map(formatSeal));
  });

  it("is not found for a print that does not exist", async () => {
    expect((await pdfRoute(officeId, "5d1f5bd2-53b9-4c36-9bd4-3f2f7a0b9c11")).status).toBe(404);
    expect((await pdfRoute(officeId, "not-a-print")).status).toBe(404);
  });
});

describe("Seal labels' action and PDF", () => {
  it.each([
    ["a Crew member", "crew"],
    ["a signed-in user without a role", null],
  ] as const)("refuse %s as they refuse a stranger, issuing nothing", async (_who, role) => {
    const print = await issueSeals(1, "office@example.com");
    const callerId = await plantUser("caller@example.com", role);
    await as(callerId);
    expect(await printLabelsAction({ sheets: "1" })).toEqual({
      ok: false,
      reason: "server",
      message: NOT_AN_ADMIN,
    });
    expect((await pdfRoute(callerId, print.id)).status).toBe(403);

    await as(null);
    expect(await printLabelsAction({ sheets: "1" })).toEqual({
      ok: false,
      reason: "server",
      message: NOT_SIGNED_IN,
    });
    expect((await pdfRoute(null, print.id)).status).toBe(401);
    expect(await db().labelPrint.count()).toBe(1);
    expect(await counter()).toBe(24);
  });
});
