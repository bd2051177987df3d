import { UnknownCertificate } from "@/components/certificates/unknown-certificate";

// /certificates/{number} for a number never issued: 404, saying the certificate is not genuine.
export default function CertificateNotFound() {
  return <UnknownCertificate />;
}
