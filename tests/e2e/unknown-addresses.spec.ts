import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse } from "./support/test";
import { certificateMessages } from "@/lib/certificates/certificate-rules";
import {
  ARTICLE_NOT_FOUND_TITLE,
  linkMessages,
  linkNotValidText,
} from "@/lib/shared/not-found-texts";
import { site } from "@/lib/shared/site";
import {
  CONTRACT_LINK_LAST_DAY,
  signManageToken,
  type LinkPurpose,
} from "@/lib/shared/signed-link";
import { E2E_NEXTAUTH_SECRET, E2E_ORIGIN } from "./support/accounts";
import { bookableDays } from "./support/calendar";
import { plantContract } from "./support/contracts";
import { plantCertificate, plantInvoice } from "./support/documents";
import { sql } from "./support/database";
import { tamperedToken } from "../support/tampered-token";
import { TEST_DIST_DIR } from "../support/test-build";

// Every dynamic route answers an address that names nothing with the whole 404 page in the
// server's HTML: read in a browser without JavaScript, it is the page a crawler, curl
// or a screen reader before hydration gets. A file below a signed link (a PDF, a calendar file)
// that the link does not open shows a browser the link's 'This link is not valid' page, and any
// other client a plain 404. And the plain-form Pay now never copies a token it was sent into a
// header or the page.

test.skip(({ isMobile }) => isMobile, "the server's HTML is the same at every width");

const OOPS = "Oops! Page not found";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A token signed by the test server's secret for an id that names nothing. */
const signedFor = (purpose: LinkPurpose, lastDay = CONTRACT_LINK_LAST_DAY) =>
  signManageToken(E2E_NEXTAUTH_SECRET, randomUUID(), lastDay, undefined, purpose);

/** The same token with its last character's unused bits set: the same bytes, spelt otherwise. */
const otherSpelling = (token: string) =>
  token.slice(0, -1) + ALPHABET[ALPHABET.indexOf(token.at(-1)!) ^ 1]!;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an unknown value on every dynamic route is a 404 whose HTML is the whole page", async ({
    page,
  }) => {
    test.slow();
    const [published] = await sql<{ n: number }>(
      "select count(*)::int as n from articles where is_published and published_at is not null",
    );
    // A real contract's link, spelt with another last character, opens nothing either.
    const contract = await plantContract([bookableDays()[45]!]);
    const contractToken = contract.link.split("/").at(-1)!;
    const link = linkMessages.notValidHeading;
    const unknown: { path: string; h1: string }[] = [
      { path: "/areas/atlantis", h1: OOPS },
      { path: "/services/teleportation", h1: OOPS },
      { path: "/news/no-such-article-anywhere", h1: ARTICLE_NOT_FOUND_TITLE },
      { path: "/news/page", h1: ARTICLE_NOT_FOUND_TITLE },
      { path: `/news/page/${Math.ceil(published!.n / 12) + 100}`, h1: OOPS },
      {
        path: "/certificates/COD-1998-000000",
        h1: certificateMessages.unknownHeading("COD-1998-000000"),
      },
      { path: "/bookings/not-a-token", h1: link },
      { path: `/bookings/${signedFor("booking")}`, h1: link },
      { path: `/bookings/${tamperedToken(signedFor("booking"))}`, h1: link },
      { path: "/invoices/not-a-token", h1: link },
      { path: `/invoices/${signedFor("invoice", "2020-01-01")}`, h1: link },
      { path: `/invoices/${signedFor("booking")}`, h1: link },
      { path: "/contracts/not-a-token", h1: link },
      { path: `/contracts/${signedFor("contract")}`, h1: link },
      { path: `/contracts/${otherSpelling(contractToken)}`, h1: link },
      // The pages those are shown through answer 404 when asked for themselves.
      { path: "/link-not-valid", h1: link },
      { path: "/article-not-found", h1: ARTICLE_NOT_FOUND_TITLE },
    ];
    for (const { path: address, h1 } of unknown) {
      const response = await page.goto(address);
      expect(response!.status(), address).toBe(404);
      await expect(page.locator("html"), address).toHaveAttribute("lang", "en-GB");
      await expect(page.locator("h1"), address).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 }), address).toHaveText(h1);
      await expect(page.locator('meta[name="robots"]'), address).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]'), address).toHaveAttribute(
        "content",
        /noindex/,
      );
      // The site's frame: its header and footer, and no loading placeholder.
      await expect(page.getByRole("navigation", { name: "Main" }), address).toBeVisible();
      await expect(page.locator("footer"), address).toBeVisible();
      await expect(page.getByText(/Loading/), address).toHaveCount(0);
      if (h1 === link) {
        const text = page.getByText(linkNotValidText);
        await expect(text, address).toBeVisible();
        await expect(text.getByRole("link"), address).toHaveAttribute("href", site.phone.href);
      }
    }
    // The real link, as signed, still opens its page.
    expect((await page.goto(contract.link))!.status()).toBe(200);
  });
});

/** Files below links that are not valid: malformed, naming nothing, or of the wrong kind. */
const badFiles = () => [
  `/bookings/not-a-token/certificate`,
  `/bookings/${signedFor("booking")}/certificate`,
  `/invoices/not-a-token/pdf`,
  `/invoices/${signedFor("invoice")}/pdf`,
  `/invoices/${signedFor("booking")}/pdf`,
  `/contracts/not-a-token/calendar.ics`,
  `/contracts/${signedFor("contract")}/calendar.ics`,
  `/contracts/not-a-token/visits/not-a-visit/certificate`,
  `/contracts/${signedFor("contract")}/visits/${randomUUID()}/certificate`,
  `/contracts/not-a-token/waste-transfer-note/2026`,
  `/contracts/${signedFor("contract")}/waste-transfer-note/not-a-year`,
];

/**
 * A contract whose first visit has its certificate issued, with an invoice, and the address of
 * every file below its links (and the booking link of that visit).
 */
async function contractWithDocuments() {
  const contract = await plantContract([bookableDays()[50]!]);
  const visit = contract.visits[0]!;
  await sql("update bookings set status = 'certificate_issued' where id = $1", [visit.id]);
  await plantCertificate(visit.id, contract.number);
  const invoice = await plantInvoice({ contractId: contract.id });
  const booking = signManageToken(E2E_NEXTAUTH_SECRET, visit.id, CONTRACT_LINK_LAST_DAY);
  const year = Number(visit.day.slice(0, 4));
  return {
    contract,
    files: [
      { path: `/bookings/${booking}/certificate`, type: "application/pdf" },
      { path: `${invoice.link}/pdf`, type: "application/pdf" },
      { path: `${contract.link}/calendar.ics`, type: "text/calendar; charset=utf-8" },
      { path: `${contract.link}/visits/${visit.id}/certificate`, type: "application/pdf" },
      { path: `${contract.link}/waste-transfer-note/${year}`, type: "application/pdf" },
    ],
    /** Valid links, no such document behind them. */
    missing: [
      `${contract.link}/visits/${randomUUID()}/certificate`,
      `${contract.link}/waste-transfer-note/${year - 1}`,
      `${contract.link}/waste-transfer-note/${year + 2}`,
    ],
  };
}

/** What Chromium sends when a person opens an address. */
const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

test.describe("a file below a link, opened in a browser without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a link that is not valid shows the whole 'This link is not valid' page with 404", async ({
    page,
  }) => {
    test.slow();
    const { missing } = await contractWithDocuments();
    for (const address of [...badFiles(), ...missing]) {
      const response = await page.goto(address);
      expect(response!.status(), address).toBe(404);
      expect(response!.headers()["content-type"], address).toMatch(/^text\/html/);
      await expect(page.getByRole("heading", { level: 1 }), address).toHaveText(
        linkMessages.notValidHeading,
      );
      const text = page.getByText(linkNotValidText);
      await expect(text, address).toBeVisible();
      await expect(text.getByRole("link"), address).toHaveAttribute("href", site.phone.href);
      await expect(page.getByRole("navigation", { name: "Main" }), address).toBeVisible();
      await expect(page.locator("footer"), address).toBeVisible();
      await expect(page.locator('meta[name="robots"]'), address).toHaveAttribute(
        "content",
        /noindex/,
      );
    }
  });
});

test("a file below a link that is not valid is a plain 404 for any other client", async ({
  request,
}) => {
  const { missing } = await contractWithDocuments();
  for (const address of [...badFiles(), ...missing]) {
    for (const accept of [undefined, "*/*", "application/pdf", "text/calendar"]) {
      const what = `${address} (Accept: ${accept ?? "none"})`;
      const response = await request.get(address, {
        headers: accept === undefined ? {} : { accept },
      });
      expect(response.status(), what).toBe(404);
      expect(response.headers()["content-type"], what).toBe("text/plain");
      expect(response.headers()["x-robots-tag"], what).toBe("noindex, nofollow");
      expect(await response.text(), what).toBe("Not found");
    }
  }
});

test("a file below a valid link is sent to a browser and to any other client", async ({
  request,
}) => {
  const { files } = await contractWithDocuments();
  for (const { path: address, type } of files) {
    for (const accept of [BROWSER_ACCEPT, "*/*"]) {
      const response = await request.get(address, { headers: { accept } });
      expect(response.status(), `${address} (${accept})`).toBe(200);
      expect(response.headers()["content-type"], address).toBe(type);
    }
  }
});

/** The id of the server action exported as `name`, from the test build's manifest. */
function actionId(name: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(TEST_DIST_DIR, "server", "server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { exportedName?: string }> };
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name)?.[0];
  if (!id) throw new Error(`No server action ${name} in the test build`);
  return id;
}

/** Every header of an answer, as sent: names, values and separators. */
const headerBytes = (response: APIResponse) =>
  response.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0);

test("Pay now sent a megabyte, a line break or a NUL as its token answers without a 500, a large header or an echo", async ({
  request,
}) => {
  test.slow();
  const marker = "EchoMarker";
  const tokens = [
    marker + "A".repeat(1_000_000),
    `${marker}\r\nSet-Cookie: planted=1\r\n`,
    `${marker}\r\nLocation: https://evil.example/`,
    `${marker}\u0000rest`,
    `${marker}\u0007\u001b\u007f`,
  ];
  const calls = [
    { action: "goPayBookingByCard", page: "/bookings/any" },
    { action: "goPayInvoiceByCard", page: "/invoices/any" },
  ];
  for (const { action, page } of calls) {
    const id = actionId(action);
    for (const token of tokens) {
      const what = `${action} ${JSON.stringify(token.slice(0, 40))}`;
      // As the page's form posts it without JavaScript: the bound token in React's fields.
      const form = await request.post(page, {
        headers: { origin: E2E_ORIGIN },
        multipart: {
          $ACTION_REF_1: "",
          "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
          "$ACTION_1:1": JSON.stringify([token]),
        },
        maxRedirects: 0,
      });
      // As a script calls it.
      const script = await request.post(page, {
        headers: {
          origin: E2E_ORIGIN,
          "next-action": id,
          "content-type": "text/plain;charset=UTF-8",
        },
        data: JSON.stringify([token]),
        maxRedirects: 0,
      });
      for (const response of [form, script]) {
        expect(response.status(), what).toBeLessThan(500);
        expect(headerBytes(response), what).toBeLessThan(4096);
        const headers = JSON.stringify(response.headersArray());
        expect(headers, what).not.toContain(marker);
        expect(headers, what).not.toContain("planted");
        expect(headers, what).not.toContain("evil.example");
        expect(await response.text(), what).not.toContain(marker);
      }
      expect(form.status(), what).toBe(303);
      expect(form.headers().location, what).toMatch(/^(http:\/\/[^/]+)?\/link-not-valid$/);
    }
  }
});
