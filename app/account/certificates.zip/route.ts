// GET /account/certificates.zip - Download all certificates of the signed-in account as one ZIP
// (lib/account/certificates-zip-route.ts).
export { GET } from "@/lib/account/certificates-zip-route";

export const dynamic = "force-dynamic";
