// GET /account/certificates.zip - Download all certificates of the signed-in account as one ZIP
// (lib/organisations/certificates-zip-route.ts).
export { GET } from "@/lib/organisations/certificates-zip-route";

export const dynamic = "force-dynamic";
