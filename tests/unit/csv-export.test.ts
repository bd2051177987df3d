import { describe, expect, it } from "vitest";
import { toCsv, type CsvColumn } from "@/lib/server/csv-export";

type Row = { name: string; note: string | null; count: number };
const columns: CsvColumn<Row>[] = [
  ["name", (r) => r.name],
  ["note", (r) => r.note],
  ["count", (r) => r.count],
];

describe("the admin's CSV exports", () => {
  it("writes a header and one CRLF-terminated line per record", () => {
    expect(toCsv(columns, [{ name: "Jo", note: null, count: 3 }])).toBe(
      "name,note,count\r\nJo,,3\r\n",
    );
  });

  it("quotes cells with commas, quotes or line breaks (RFC 4180)", () => {
    expect(toCsv(columns, [{ name: 'Jo "JB", Ltd', note: "a\nb", count: 1 }])).toBe(
      'name,note,count\r\n"Jo ""JB"", Ltd","a\nb",1\r\n',
    );
  });

  it.each(['=HYPERLINK("http://x")', "+44 191", "-1+1", "@SUM(A1)", "\tcmd"])(
    "defuses %j so a spreadsheet shows it as text, not a formula",
    (typed) => {
      const line = toCsv(columns, [{ name: typed, note: null, count: 0 }]).split("\r\n")[1]!;
      expect(line.startsWith("'") || line.startsWith("\"'")).toBe(true);
    },
  );
});
