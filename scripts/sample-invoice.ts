// npm run invoice:sample
// Draws the sample invoice (prisma/seed-data/sample-invoice.ts) with the same code the site uses,
// into docs/sample-invoice.pdf and, for docs/money.md, docs/sample-invoice.png. The pay link is
// printed only when card payment is on (STRIPE_SECRET_KEY set), as on a real invoice.
import { invoicePdf } from "@/lib/invoices/invoice-pdf";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { sampleInvoice } from "../prisma/seed-data/sample-invoice.ts";
import { writeSampleDocument } from "./lib/sample-document.ts";

const pageUrl = `${site.productionUrl}${paths.invoice("sample-token")}`;
await writeSampleDocument("sample-invoice", await invoicePdf(sampleInvoice, pageUrl));
