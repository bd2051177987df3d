// Business facts: the single source. Every page, e-mail, JSON-LD block and script reads them from
// here, so a phone number or address is never typed twice (docs/decisions.md, 'One home for every business fact').

const phoneDisplay = "0191 498 0123";

/** E.164 form of a UK number written with its national 0 prefix. */
function toE164(national: string): string {
  const digits = national.replace(/\D/g, "");
  return `+44${digits.replace(/^0/, "")}`;
}

export const site = {
  name: "North East Secure Shredding",
  /** Used in the home title: "{name} | {homeTitleSuffix}". */
  homeTitleSuffix: "Secure Document Destruction",
  tagline: "Secure Document & Data Shredding",
  coverageLine: "Covering all of North East England",
  teamName: "North East Secure Shredding Team",
  productionUrl: "https://www.northeastsecureshredding.co.uk",
  phone: {
    display: phoneDisplay,
    e164: toE164(phoneDisplay),
    href: `tel:${toE164(phoneDisplay)}`,
  },
  email: {
    address: "hello@northeastsecureshredding.co.uk",
    href: "mailto:hello@northeastsecureshredding.co.uk",
  },
  facility: {
    name: "Lingfield Point",
    locality: "Darlington",
    postcode: "DL1 1RW",
    region: "County Durham",
    country: "GB",
    /** One line, for the map query and copy buttons. */
    oneLine: "Lingfield Point, Darlington, DL1 1RW",
    geo: { lat: 54.5338, lng: -1.5216 },
  },
  foundedYear: 2010,
  insurance: { publicLiability: "£2M", sentence: "£2M public liability insurance" },
  /**
   * The Environment Agency waste carrier registration printed on every certificate of
   * destruction. PLACEHOLDER until the company gives its real number.
   */
  wasteCarrierRegistration: "CBDU000000",
  /**
   * Who signs the annual waste transfer notes for the company (the transferee and carrier): a
   * person, by name, and their role. The name is the default of the TRANSFER_NOTE_SIGNATORY
   * setting (lib/server/env.ts), which a deployment sets to the real signatory's full name;
   * the name here is a PLACEHOLDER until the company names its signatory.
   */
  transferNoteSignatory: {
    name: "Chris Walker",
    role: "Operations Manager",
  },
  /**
   * What every VAT invoice states about the seller (HMRC VAT Notice 700/21). The VAT number and
   * the bank account are PLACEHOLDERS until the company gives its real ones.
   */
  invoicing: {
    legalName: "North East Secure Shredding Ltd",
    address: ["Lingfield Point", "Darlington", "County Durham", "DL1 1RW"],
    vatNumber: "GB 000 0000 00",
    paymentTermsDays: 30,
    bank: {
      accountName: "North East Secure Shredding Ltd",
      sortCode: "00-00-00",
      accountNumber: "00000000",
    },
  },
  certifications: [
    { code: "ISO 27001", label: "Information security management" },
    { code: "ISO 9001", label: "Quality management" },
    { code: "ISO 14001", label: "Environmental management" },
    { code: "BS EN 15713", label: "Secure destruction of confidential material" },
  ],
  /** Header trust line. */
  trustLine: ["GDPR Compliant", "Secure", "Certified"],
  /** Footer claims. */
  footerClaims: ["GDPR compliant", "Fully insured", "ISO certified"],
  openingHours: [
    {
      days: "Monday to Friday",
      hours: "8:00 AM - 6:00 PM",
      schemaDays: ["Mo", "Tu", "We", "Th", "Fr"],
      opens: "08:00",
      closes: "18:00",
    },
    {
      days: "Saturday",
      hours: "9:00 AM - 1:00 PM",
      schemaDays: ["Sa"],
      opens: "09:00",
      closes: "13:00",
    },
    { days: "Sunday", hours: "Closed", schemaDays: [], opens: null, closes: null },
  ],
  emergencyLine: "24/7 emergency service",
  responsePromise: "24 hours",
  /** Contract schedules offered, everywhere the site lists them. */
  contractSchedules: ["weekly", "fortnightly", "monthly", "quarterly"],
  social: {
    googleBusiness:
      "https://www.google.com/maps/search/?api=1&query=North+East+Secure+Shredding+Darlington",
  },
} as const;

export type Site = typeof site;

/** "Trading since 2010": the one wording of the company's age. */
export const tradingSince = `Trading since ${site.foundedYear}`;
