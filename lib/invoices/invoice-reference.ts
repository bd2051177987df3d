// What an invoice or credit note is for, as its page and PDF state it: a contract's
// month is known by the contract's number ("Contract CON-000002", never "Booking CON-000002"); a
// contract visit's by its booking and its contract; a booking's by its reference.

type Referenced = { reference: string | null; contractNumber: string | null };

/** The labelled rows naming what the document is for, in order. */
export function invoiceReferenceRows(
  document: Referenced,
  bookingLabel = "Booking",
): [string, string][] {
  const rows: [string, string][] = [];
  if (document.reference && document.reference !== document.contractNumber) {
    rows.push([bookingLabel, document.reference]);
  }
  if (document.contractNumber) rows.push(["Contract", document.contractNumber]);
  return rows;
}

/** One phrase for it: "Contract CON-000002", "Booking NESS-7K3Q9P", or null. */
export function invoiceSubjectLine(document: Referenced): string | null {
  if (document.contractNumber && document.reference === document.contractNumber) {
    return `Contract ${document.contractNumber}`;
  }
  return document.reference ? `Booking ${document.reference}` : null;
}
