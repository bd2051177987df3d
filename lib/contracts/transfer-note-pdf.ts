import "server-only";
import {
  containerTypes,
  containment,
  estimatedYearlyQuantity,
  WASTE_HIERARCHY_DECLARATION,
} from "@/lib/contracts/transfer-note-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { formatLondonDate } from "@/lib/shared/format-date";
import { site } from "@/lib/shared/site";
import type { TransferNoteDocument } from "./transfer-notes";
import { env } from "@/lib/server/env";
import {
  colors,
  CONTENT_WIDTH,
  MARGIN,
  a4Document,
  drawBrandBand,
  A4,
} from "@/lib/server/pdf/page";
import { drawLabelledRows, drawSectionTitle } from "@/lib/server/pdf/sections";
import { drawText } from "@/lib/server/pdf/text";

// A contract's annual waste transfer note as an A4 PDF, drawn on the server from the
// stored note with the certificate's and invoice's page, fonts and brand. It states what the duty
// of care asks of a note: both parties (the producer's SIC code too), the place of transfer, the
// waste (its EWC code and description), its container type and estimated yearly quantity, the
// carrier's registration, the period it covers, the waste hierarchy declaration, and both
// signatures (the customer's typed name, the time and the address it was signed from; the
// carrier's signatory by name, a setting).

const DATE_TIME = "EEEE d MMMM yyyy, HH:mm";

function rows(note: TransferNoteDocument) {
  const site_ = `${note.siteAddress}, ${note.postcode}`;
  const company = site.invoicing;
  return {
    transferor: [
      ["Company", note.companyName],
      ["Name", note.customerName],
      ["Address", site_],
      ["SIC code", note.sicCode ?? "To be given by the customer when signing"],
      ["Role", "Producer and holder of the waste"],
    ],
    transferee: [
      ["Company", company.legalName],
      ["Address", company.address.join(", ")],
      ["Waste carrier registration", site.wasteCarrierRegistration],
      ["Role", "Registered waste carrier, and the destination for secure destruction"],
    ],
    waste: [
      ...note.waste.map((w) => [`EWC ${w.code}`, w.description] as [string, string]),
      ["Container type", containerTypes[note.service].type],
      ["Containment", containment(note.containers)],
      ["Quantity", estimatedYearlyQuantity(note.service, note.containers, note.frequency).text],
      ["Place of transfer", site_],
      ["Period", `${formatLongDay(note.period.from)} to ${formatLongDay(note.period.to)}`],
    ],
  } satisfies Record<string, [string, string][]>;
}

export async function transferNotePdf(note: TransferNoteDocument): Promise<Buffer> {
  const { doc, done } = a4Document({
    Title: `Waste transfer note ${note.year}, contract ${note.contractNumber}`,
    Author: site.name,
    Subject: `Contract ${note.contractNumber}`,
    CreationDate: new Date(note.createdAt),
  });
  const width = CONTENT_WIDTH;
  drawBrandBand(doc, `Contract ${note.contractNumber}`);

  doc.fillColor(colors.navy).fontSize(20);
  drawText(doc, `Waste Transfer Note ${note.year}`, { weight: "bold", x: MARGIN, y: 116 });
  doc.fillColor(colors.ink).fontSize(9.5);
  drawText(
    doc,
    "An annual note covering every collection of the waste below between the two parties in " +
      "the period stated (Environmental Protection Act 1990, section 34). Both keep a copy for " +
      "at least two years.",
    { width },
  );

  const all = rows(note);
  const labelWidth = 160;
  let y = doc.y + 10;
  const section = (title: string, entries: [string, string][]) => {
    y = drawSectionTitle(doc, title, y, { width, titleSize: 11.5, ruleGap: 3, afterRule: 5 });
    y = drawLabelledRows(doc, entries, y, {
      width,
      labelWidth,
      textSize: 9.5,
      rowGap: 3,
      after: 6,
    });
  };
  section("Transferor (the customer)", all.transferor);
  section("Transferee and carrier", all.transferee);
  section("The waste", all.waste);
  section("Waste hierarchy declaration", [
    ["Declaration", WASTE_HIERARCHY_DECLARATION],
    [
      "Confirmed",
      note.hierarchyDeclared && note.signedName
        ? `Yes, by ${note.signedName} when signing`
        : note.signedAt
          ? "Not asked when this note was signed"
          : "Not yet: the customer confirms it when signing",
    ],
  ]);
  section("Signatures", [
    [
      "Transferor",
      note.signedAt && note.signedName
        ? `Signed online by ${note.signedName} on ${formatLondonDate(note.signedAt, DATE_TIME)} ` +
          `(London time) from address ${note.signedIp ?? "unknown"}`
        : "Not yet signed",
    ],
    [
      "Transferee and carrier",
      `Signed for the carrier by ${env().TRANSFER_NOTE_SIGNATORY}, ` +
        `${site.transferNoteSignatory.role}, ${site.invoicing.legalName}`,
    ],
  ]);

  doc.fillColor(colors.muted).fontSize(8.5);
  drawText(
    doc,
    `${site.name} • ${site.facility.oneLine} • ${site.phone.display} • ${site.email.address}`,
    { x: MARGIN, y: A4.height - MARGIN - 20, width, align: "center", lineBreak: false },
  );
  doc.end();
  return done;
}

/** The note as a download, named waste-transfer-note-{contract}-{year}.pdf. */
export async function transferNoteResponse(
  note: TransferNoteDocument,
  headers: Record<string, string>,
): Promise<Response> {
  const pdf = await transferNotePdf(note);
  const name = `waste-transfer-note-${note.contractNumber.toLowerCase()}-${note.year}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      ...headers,
    },
  });
}
