import { describe, expect, it } from "vitest";
import { bookingCsvColumns, enquiryCsvColumns } from "@/lib/office/csv-columns";
import { csvExport, toCsv, type CsvColumn } from "@/lib/server/csv-export";
import type { InboxBooking, InboxEnquiry } from "@/lib/office/inbox";

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

  it.each(["-1", "-85.80"])("leaves the negative number %j a number (a credit note's)", (n) => {
    const line = toCsv(columns, [{ name: n, note: null, count: 0 }]).split("\r\n")[1]!;
    expect(line).toBe(`${n},,0`);
  });
});

describe("the bookings and enquiries exports", () => {
  const booking = {
    id: "b1",
    reference: "NESS-ABC234",
    status: "certificate_issued",
    day: "2026-07-01",
    timeSlot: "am",
    serviceType: "collection",
    bagQuantity: 3,
    subtotalPence: 7150,
    vatPence: 1430,
    totalPence: 8580,
    customerName: "Zoë Brontë",
    customerEmail: "zoe@example.com",
    customerPhone: null,
    companyName: null,
    collectionAddress: "1 High Street",
    postcode: "SW1A 2AA",
    outsideArea: true,
    specialRequirements: null,
    certificateNumber: "COD-2026-000123",
    createdAt: new Date("2026-06-30T08:30:00Z"), // 09:30 BST
  } as unknown as InboxBooking;

  const rows = (csv: string) => csv.split("\r\n").map((line) => line.split(","));

  it("starts with a UTF-8 byte order mark so Excel reads £ and accents", async () => {
    const response = await csvExport("bookings.csv", bookingCsvColumns, async () => [booking])(
      new Request("http://localhost/admin/bookings/export"),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain("Zoë Brontë");
  });

  it("uses the labels people read and the certificate number", () => {
    const [header, line] = rows(toCsv(bookingCsvColumns, [booking]));
    const cell = (name: string) => line![header!.indexOf(name)];
    expect(cell("Status")).toBe("Certificate issued");
    expect(cell("Time slot")).toBe("Morning");
    expect(cell("Service")).toBe("Collection (off-site shredding)");
    expect(cell("Outside area")).toBe("Yes");
    expect(cell("Certificate number")).toBe("COD-2026-000123");
    expect(cell("Total (inc VAT)")).toBe("85.80");
  });

  it.each([
    ["2026-06-30T08:30:00Z", "2026-06-30 09:30"], // British Summer Time
    ["2026-12-01T08:30:00Z", "2026-12-01 08:30"], // Greenwich Mean Time
    ["2026-10-25T00:30:00Z", "2026-10-25 01:30"], // the last half hour of BST
    ["2026-10-25T01:30:00Z", "2026-10-25 01:30"], // the same clock time again, in GMT
  ])("writes %s as London's clock showed it (%s)", (instant, shown) => {
    const enquiry = {
      kind: "quote",
      status: "new",
      name: "Jo",
      email: "jo@example.com",
      createdAt: new Date(instant),
    } as unknown as InboxEnquiry;
    const [header, line] = rows(toCsv(enquiryCsvColumns, [enquiry]));
    expect(header).toContain("Received (London time)");
    expect(line![header!.indexOf("Received (London time)")]).toBe(shown);
    expect(line![header!.indexOf("Kind")]).toBe("Quote request");
    expect(line![header!.indexOf("Status")]).toBe("New");
  });
});
