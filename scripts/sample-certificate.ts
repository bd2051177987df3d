// npm run certificate:sample
// Draws the sample certificate (prisma/seed-data/sample-certificate.ts) with the same code the
// site uses, into docs/sample-certificate.pdf and, for the README, docs/sample-certificate.png.
import { certificatePdf } from "@/lib/server/certificates/certificate-pdf";
import { paths } from "@/lib/paths";
import { site } from "@/lib/site";
import { sampleCertificate } from "../prisma/seed-data/sample-certificate.ts";
import { writeSampleDocument } from "./lib/sample-document.ts";

const verifyUrl = `${site.productionUrl}${paths.certificate(sampleCertificate.number)}?code=${sampleCertificate.checkCode}`;
await writeSampleDocument("sample-certificate", await certificatePdf(sampleCertificate, verifyUrl));
