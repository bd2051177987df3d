// GET /account/statement.pdf?month=yyyy-MM - an organisation's statement of a month as one PDF
// page (lib/organisations/statement-routes.ts).
export { statementPdfGet as GET } from "@/lib/organisations/statement-routes";

export const dynamic = "force-dynamic";
