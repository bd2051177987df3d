// npm run certificate:sample
// Draws the sample certificate (prisma/seed-data/sample-certificate.ts) with the same code the
// site uses, into docs/sample-certificate.pdf and, for docs/certificates.md, docs/sample-certificate.png;
// and the same job with 60 seals, listed in ranges, into docs/sample-certificate-seals.{pdf,png}.
import { certificatePdf } from "@/lib/certificates/certificate-pdf";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import {
  sampleCertificate,
  sampleCertificateWithManySeals,
} from "../prisma/seed-data/sample-certificate.ts";
import { writeSampleDocument } from "./lib/sample-document.ts";

const verifyUrl = (c: { number: string; checkCode: string }) =>
  `${site.productionUrl}${paths.certificate(c.number)}?code=${c.checkCode}`;
await writeSampleDocument(
  "sample-certificate",
  await certificatePdf(sampleCertificate, verifyUrl(sampleCertificate)),
);
await writeSampleDocument(
  "sample-certificate-seals",
  await certificatePdf(sampleCertificateWithManySeals, verifyUrl(sampleCertificateWithManySeals)),
);
