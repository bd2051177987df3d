// GET /account/statement.csv?month=yyyy-MM - an organisation's statement of a month as CSV
// (lib/organisations/statement-routes.ts).
export { statementCsvGet as GET } from "@/lib/organisations/statement-routes";

export const dynamic = "force-dynamic";
