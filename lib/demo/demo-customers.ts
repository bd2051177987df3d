import { DEMO_EMAIL_DOMAIN } from "./demo-texts";

// The demo's customers: offices, surgeries and firms in the North East towns the
// company covers (lib/content/areas.ts), with postcodes in those towns' districts so the coverage
// check accepts them, and one just outside the area. Every e-mail address is at the demo domain,
// which marks the demo's rows and reaches no one.

export type DemoCustomer = {
  customerName: string;
  companyName: string | null;
  customerEmail: string;
  customerPhone: string;
  collectionAddress: string;
  postcode: string;
};

const customer = (
  customerName: string,
  companyName: string | null,
  collectionAddress: string,
  postcode: string,
  customerPhone: string,
): DemoCustomer => ({
  customerName,
  companyName,
  customerEmail: `${customerName.toLowerCase().replace(/[^a-z]+/g, ".")}@${DEMO_EMAIL_DOMAIN}`,
  customerPhone,
  collectionAddress,
  postcode,
});

/** One-off bookings' customers, in the order the fortnight's jobs take them. */
export const demoCustomers: DemoCustomer[] = [
  customer(
    "Helen Robson",
    "Quayside Lettings",
    "12 Sandhill, Newcastle upon Tyne",
    "NE1 3JF",
    "0191 230 4411",
  ),
  customer(
    "Gareth Milburn",
    "Milburn & Shaw Solicitors",
    "4 Fawcett Street, Sunderland",
    "SR1 1RE",
    "0191 514 2290",
  ),
  customer("Priya Sharma", "Elvet Dental Care", "27 Old Elvet, Durham", "DH1 3HL", "0191 384 7702"),
  customer("Tom Hetherington", null, "9 Linthorpe Road, Middlesbrough", "TS1 5DU", "07700 900412"),
  customer(
    "Claire Dodds",
    "Baltic Accountancy",
    "Unit 3, Baltic Business Centre, Gateshead",
    "NE8 3DF",
    "0191 477 6120",
  ),
  customer(
    "Mark Armstrong",
    "Armstrong Estate Agents",
    "41 High Row, Darlington",
    "DL3 7QW",
    "01325 468 300",
  ),
  customer(
    "Susan Pattinson",
    "Headland Medical Practice",
    "2 Durham Street, Hartlepool",
    "TS24 0HX",
    "01429 266 150",
  ),
  customer(
    "Ian Forster",
    "Tees Valley Payroll",
    "88 High Street, Stockton-on-Tees",
    "TS18 1BD",
    "01642 617 940",
  ),
  customer(
    "Rachel Bell",
    "Ocean Road Opticians",
    "56 Ocean Road, South Shields",
    "NE33 2JB",
    "0191 455 3018",
  ),
  customer(
    "David Charlton",
    "Galleries HR Services",
    "The Galleries, Washington",
    "NE38 7SD",
    "0191 416 9023",
  ),
  customer(
    "Joanne Fenwick",
    "Front Street Vets",
    "73 Front Street, Tynemouth",
    "NE30 4DZ",
    "0191 257 8831",
  ),
  customer(
    "Paul Wardle",
    "Esplanade Insurance Brokers",
    "15 Esplanade, Redcar",
    "TS10 3AE",
    "01642 483 270",
  ),
  customer(
    "Angela Hope",
    "Auckland Family Law",
    "6 Market Place, Bishop Auckland",
    "DL14 7NJ",
    "01388 604 915",
  ),
  customer(
    "Steven Laidler",
    "Manor Walks Pharmacy",
    "Manor Walks, Cramlington",
    "NE23 6QE",
    "01670 713 448",
  ),
  customer(
    "Karen Watson",
    "Blyth Community Trust",
    "30 Waterloo Road, Blyth",
    "NE24 1BS",
    "01670 352 206",
  ),
  customer(
    "Neil Oliver",
    "Jarrow Hall Heritage",
    "Church Bank, Jarrow",
    "NE32 3DY",
    "0191 489 2106",
  ),
  customer(
    "Lisa Carr",
    "Spennymoor Town Surveyors",
    "19 Cheapside, Spennymoor",
    "DL16 6QE",
    "01388 815 640",
  ),
  customer(
    "Michael Reay",
    "Wansbeck Builders",
    "Station Road, Ashington",
    "NE63 9UZ",
    "01670 819 377",
  ),
  customer(
    "Emma Bainbridge",
    "Riverside Physiotherapy",
    "10 Front Street, Chester-le-Street",
    "DH3 3BH",
    "0191 388 5520",
  ),
  customer(
    "Andrew Scott",
    "Grainger Street Architects",
    "61 Grainger Street, Newcastle upon Tyne",
    "NE1 5JE",
    "0191 232 6688",
  ),
  customer("Julie Nicholson", null, "23 Roker Terrace, Sunderland", "SR6 9NB", "07700 900877"),
  customer(
    "Robert Tait",
    "Framwellgate Surveys",
    "5 Framwellgate Bridge, Durham",
    "DH1 4SJ",
    "0191 386 1927",
  ),
  customer(
    "Sarah Lowes",
    "Acklam Children's Nursery",
    "150 Acklam Road, Middlesbrough",
    "TS5 7HB",
    "01642 822 310",
  ),
  customer(
    "Chris Dixon",
    "Team Valley Logistics",
    "Kingsway North, Team Valley, Gateshead",
    "NE11 0JH",
    "0191 487 5544",
  ),
  customer(
    "Gillian Moore",
    "Darlington Road Dental",
    "204 Victoria Road, Darlington",
    "DL1 5JN",
    "01325 380 712",
  ),
  customer(
    "Kevin Barker",
    "Seaton Carew Holiday Lets",
    "The Front, Seaton Carew, Hartlepool",
    "TS25 1BS",
    "01429 860 233",
  ),
  customer(
    "Nicola Hall",
    "Thornaby Credit Union",
    "Thornaby Town Centre, Stockton-on-Tees",
    "TS17 9EW",
    "01642 750 418",
  ),
  customer(
    "Lee Wilkinson",
    "Westoe Wealth Management",
    "3 Westoe Village, South Shields",
    "NE33 3DZ",
    "0191 456 0890",
  ),
  customer("Wendy Young", "Ryedale Records Ltd", "7 Stonegate, York", "YO1 8AN", "01904 620 118"),
  customer(
    "Phil Robinson",
    "Heaton Park GP Surgery",
    "Heaton Road, Newcastle upon Tyne",
    "NE6 5HN",
    "0191 265 1177",
  ),
  customer(
    "Dawn Thompson",
    "North Tyneside Tenants' Association",
    "Howard Street, North Shields",
    "NE30 1AR",
    "0191 258 7790",
  ),
];

/** The two regular contracts' customers. */
export const contractCustomers = {
  weekly: {
    customer_name: "Fiona Gallagher",
    company_name: "Collingwood Medical Group",
    customer_email: `fiona.gallagher@${DEMO_EMAIL_DOMAIN}`,
    customer_phone: "0191 261 4400",
    site_address: "Collingwood Street, Newcastle upon Tyne",
    postcode: "NE1 1JF",
  },
  fortnightly: {
    customer_name: "Martin Coulson",
    company_name: "Wearside Building Society",
    customer_email: `martin.coulson@${DEMO_EMAIL_DOMAIN}`,
    customer_phone: "0191 510 3300",
    site_address: "Sunniside Court, Sunderland",
    postcode: "SR1 1QN",
  },
} as const;

/** Enquiries from the quote and contact forms. */
export const demoEnquiries = {
  quotes: [
    {
      name: "Alison Turnbull",
      company: "Gosforth Law Chambers",
      email: `alison.turnbull@${DEMO_EMAIL_DOMAIN}`,
      phone: "0191 285 9000",
      postcode: "NE3 1XD",
      message:
        "We are clearing 15 years of closed files: roughly 60 archive boxes. Could you quote for a one-off collection?",
    },
    {
      name: "Gary Pearson",
      company: "Teesside Tyres Ltd",
      email: `gary.pearson@${DEMO_EMAIL_DOMAIN}`,
      phone: "01642 244 610",
      postcode: "TS2 1LU",
      message: "Monthly collection of two consoles at our depot, plus 12 old hard drives now.",
    },
  ],
  contacts: [
    {
      name: "Beth Lambert",
      email: `beth.lambert@${DEMO_EMAIL_DOMAIN}`,
      phone: "07700 900231",
      company_name: "",
      subject: "Do you take lever arch files?",
      message: "Do the files need the metal mechanisms taking out before you collect?",
    },
    {
      name: "Owen Pringle",
      email: `owen.pringle@${DEMO_EMAIL_DOMAIN}`,
      phone: "",
      company_name: "Pringle Heating",
      subject: "Certificate for our auditor",
      message:
        "Our auditor asks for the certificate of destruction from last month's collection. Can you resend it?",
    },
  ],
} as const;
