// npm run receipt:sample
// Draws the sample collection receipt (prisma/seed-data/sample-receipt.ts) with the same code the
// crew's recording uses, into docs/sample-receipt.pdf and, for docs/crew.md, docs/sample-receipt.png.
import { receiptPdf } from "@/lib/crew/receipt-pdf";
import { sampleReceipt } from "../prisma/seed-data/sample-receipt.ts";
import { writeSampleDocument } from "./lib/sample-document.ts";

await writeSampleDocument("sample-receipt", await receiptPdf(sampleReceipt));
