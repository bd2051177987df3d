// npm run certificate:sample
// Draws the sample certificate (prisma/seed-data/sample-certificate.ts) with the same code the
// site uses, into docs/sample-certificate.pdf, and its first page into docs/sample-certificate.png
// with poppler's pdftoppm (Debian: poppler-utils) for the README.
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { certificatePdf } from "@/lib/server/certificates/certificate-pdf";
import { paths } from "@/lib/paths";
import { site } from "@/lib/site";
import { sampleCertificate } from "../prisma/seed-data/sample-certificate.ts";

const docs = path.join(import.meta.dirname, "..", "docs");
const pdfFile = path.join(docs, "sample-certificate.pdf");
const verifyUrl = `${site.productionUrl}${paths.certificate(sampleCertificate.number)}?code=${sampleCertificate.checkCode}`;

await writeFile(pdfFile, await certificatePdf(sampleCertificate, verifyUrl));
execFileSync("pdftoppm", [
  "-png",
  "-r",
  "72",
  "-singlefile",
  "-f",
  "1",
  pdfFile,
  path.join(docs, "sample-certificate"),
]);
console.log(`Wrote ${path.relative(process.cwd(), pdfFile)} and docs/sample-certificate.png`);
