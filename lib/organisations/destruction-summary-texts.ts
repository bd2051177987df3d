// The destruction summary's words, once (its exact title and name are in organisation-texts.ts).

export const summaryTexts = {
  allSites: "All sites",
  columns: {
    day: "Collection date",
    site: "Site",
    reference: "Booking reference",
    weight: "Weight (kg)",
    seals: "Seals",
    certificate: "Certificate",
    link: "Verification link",
  },
  total: "Total",
  collections: (count: number) => `${count} ${count === 1 ? "collection" : "collections"}`,
  kg: (kg: string) => `${kg} kg`,
  none: "No collections with a certificate of destruction in this range.",
  badRange: "From and To must be days (yyyy-mm-dd), From not after To.",
  site: (name: string) => `Site: ${name}`,
  form: {
    intro:
      "Every collection with a certificate of destruction, for one site or all of them, with its date, weight, seals and the certificate's verification link.",
    site: "Site",
    from: "From",
    to: "To",
    pdf: "Download PDF",
    csv: "Download CSV",
  },
} as const;
