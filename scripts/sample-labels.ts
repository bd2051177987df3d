// npm run labels:sample
// Draws a sheet of seal labels (S-000001 to S-000024) with the same code as the office's Print
// labels, into docs/sample-labels.pdf and, for docs/custody.md, docs/sample-labels.png.
import { labelsPdf } from "@/lib/custody/labels-pdf";
import { writeSampleDocument } from "./lib/sample-document.ts";

await writeSampleDocument("sample-labels", await labelsPdf(1, 24));
