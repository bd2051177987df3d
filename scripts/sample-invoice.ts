// npm run invoice:sample
// Draws the sample invoice (prisma/seed-data/sample-invoice.ts) with the same code the site uses,
// into docs/sample-invoice.pdf, and its page into docs/images/sample-invoice.png with poppler's
// pdftoppm (Debian: poppler-utils) for the README. The pay link is printed only when card payment
// is on (STRIPE_SECRET_KEY set), as on a real invoice.
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { invoicePdf } from "@/lib/server/invoices/invoice-pdf";
import { paths } from "@/lib/paths";
import { site } from "@/lib/site";
import { sampleInvoice } from "../prisma/seed-data/sample-invoice.ts";

const docs = path.join(import.meta.dirname, "..", "docs");
const pdfFile = path.join(docs, "sample-invoice.pdf");
const pageUrl = `${site.productionUrl}${paths.invoice("sample-token")}`;

await mkdir(path.join(docs, "images"), { recursive: true });
await writeFile(pdfFile, await invoicePdf(sampleInvoice, pageUrl));
execFileSync("pdftoppm", [
  "-png",
  "-r",
  "72",
  "-singlefile",
  "-f",
  "1",
  pdfFile,
  path.join(docs, "images", "sample-invoice"),
]);
console.log(`Wrote ${path.relative(process.cwd(), pdfFile)} and docs/images/sample-invoice.png`);
