// Company copy for the home, about, contact, quote and areas index pages.
// Plain typed data. Prices, phone numbers, e-mail addresses,
// the facility address, the trading year and insurance figures are inserted
// by the pages from lib/shared/site.ts and lib/shared/prices.ts, so none are written here.

import type { IconName } from "@/lib/shared/icon-drawings";
import type { ServiceSlug } from "@/lib/shared/paths";

export type Card = { title: string; description: string; icon: IconName };
export type Step = { title: string; description: string };
export type Testimonial = { quote: string; role: string; organisation: string; town: string };

// ---------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------

export const homeHero: { badge: string; heading: string; text: string } = {
  badge: "BS EN 15713 certified destruction",
  heading: "Secure Document & Data Shredding in North East England",
  text: "Confidential paper, hard drives and media destroyed securely by vetted staff, on site at your premises or at our certified facility. Every job ends with a certificate of destruction, and every shredded sheet is recycled.",
};

export const trustPoints: readonly Card[] = [
  {
    title: "GDPR Compliant Service",
    description:
      "Destruction carried out in line with UK GDPR and the Data Protection Act, with records kept.",
    icon: "shield",
  },
  {
    title: "Fully Insured & Certified",
    description:
      "Certified to BS EN 15713 and ISO 27001, 9001 and 14001, and fully insured for your peace of mind.",
    icon: "award",
  },
  {
    title: "Certificate of Destruction",
    description:
      "Every collection and on-site visit ends with a certificate you can keep as your audit evidence.",
    icon: "file-check",
  },
  {
    title: "Eco-Friendly Recycling",
    description:
      "All shredded paper is sent for recycling, so your confidential waste never goes to landfill.",
    icon: "recycle",
  },
  {
    title: "24/7 Emergency Service",
    description:
      "Urgent clear-outs, office moves or data incidents handled at short notice, day or night.",
    icon: "clock",
  },
  {
    title: "Competitive Pricing",
    description:
      "Clear prices per bag, box or container, with no hidden extras and free, no-obligation quotes.",
    icon: "pound",
  },
];

export const whyChooseUs: readonly Card[] = [
  {
    title: "GDPR Compliant",
    description:
      "Our process is built around UK GDPR and the Data Protection Act. Your material stays in a documented chain of custody from collection to shredding, and you receive a certificate proving it was destroyed.",
    icon: "shield",
  },
  {
    title: "Certified & Insured",
    description:
      "We are certified to BS EN 15713 for secure destruction and hold ISO 27001, ISO 9001 and ISO 14001. Our work is fully insured, and our staff are background-checked before they handle anything confidential.",
    icon: "award",
  },
  {
    title: "Flexible Service",
    description:
      "Choose on-site mobile shredding or off-site collection, as a one-off clear-out or a regular contract that runs weekly, fortnightly, monthly or quarterly. We fit collections around your working day, not ours.",
    icon: "calendar",
  },
];

export const reasonsToChoose: readonly string[] = [
  "Every member of our team is background-checked before they handle confidential material.",
  "We are certified to BS EN 15713, the standard for secure destruction of confidential material.",
  "You receive a certificate of destruction after every collection or on-site visit.",
  "Every sheet of shredded paper is recycled rather than sent to landfill.",
  "We offer on-site and off-site shredding, so you choose how your material is destroyed.",
  "Regular contracts can run weekly, fortnightly, monthly or quarterly to suit your volumes.",
  "Our emergency service is available around the clock for urgent clear-outs.",
  "Quotes are free, carry no obligation and arrive within 24 hours.",
];

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "We moved to a fortnightly collection after a records review left us with a room full of old patient notes. The consoles are emptied on the same day each time, and the certificates go straight into our data protection file.",
    role: "Practice Manager",
    organisation: "GP surgery",
    town: "Durham",
  },
  {
    quote:
      "Closing a branch meant clearing an entire archive of client files in a single week. They shredded everything on site outside the office, we watched it happen, and the certificate of destruction arrived before we had finished packing.",
    role: "Office Manager",
    organisation: "Solicitors' practice",
    town: "Middlesbrough",
  },
  {
    quote:
      "We had a batch of old staff laptops and a cupboard of exam papers to dispose of over the summer. The hard drives were logged by serial number, which made our audit straightforward, and the paper was all recycled.",
    role: "School Business Manager",
    organisation: "Secondary school",
    town: "Sunderland",
  },
];

/** The home page's four service cards (spec order), each linking to its service's page. */
export const homeServices: readonly {
  service: ServiceSlug;
  title: string;
  description: string;
  icon: IconName;
}[] = [
  {
    service: "document-shredding",
    title: "Document Shredding",
    description:
      "Secure destruction of confidential paper, from a few sacks to a full archive, collected in locked containers and shredded at our certified facility with a certificate issued.",
    icon: "file-check",
  },
  {
    service: "hard-drive-shredding",
    title: "Data & Hard Drive Shredding",
    description:
      "Physical destruction of hard drives, solid-state drives, tapes, phones and other media, logged by serial number so you can show exactly what was destroyed.",
    icon: "lock",
  },
  {
    service: "on-site-shredding",
    title: "Mobile Shredding",
    description:
      "Our shredding vehicle comes to your premises and destroys your material on site, so confidential paper never leaves your sight before it is shredded.",
    icon: "truck",
  },
  {
    service: "contracts",
    title: "Regular Contracts",
    description:
      "Lockable consoles for your office with scheduled weekly, fortnightly, monthly or quarterly collections, keeping confidential waste secure and off desks between visits.",
    icon: "calendar",
  },
];

export const howItWorks: readonly Step[] = [
  {
    title: "Book Your Collection",
    description:
      "Book online or by phone. Tell us roughly how much material you have and whether you would like it shredded on site or collected, and we will confirm a date that suits you.",
  },
  {
    title: "Secure Collection",
    description:
      "Our vetted staff either load your material into locked containers for shredding at our facility, or shred it on site in our mobile unit.",
  },
  {
    title: "Certificate of Destruction",
    description:
      "Once your material has been destroyed, we issue a certificate of destruction for your records, and the shredded paper is sent for recycling.",
  },
];

export const closingCta: { heading: string; text: string } = {
  heading: "Ready to Dispose of Confidential Waste Securely?",
  text: "Tell us what you need destroyed and how often, and we will send a free, no-obligation quote within 24 hours.",
};

// ---------------------------------------------------------------------------
// About
// ---------------------------------------------------------------------------

export const aboutIntro: { heading: string; text: string } = {
  heading: "About Us: Independent Secure Shredding for the North East",
  text: "An independent, local shredding company serving organisations and households across North East England, with certified processes, vetted staff and a certificate of destruction for every job.",
};

export const aboutStory: readonly string[] = [
  "We are an independent, regional shredding company based in the North East and run by people who live and work here. We are not a franchise or a branch of a national chain, so the people who quote for your work are the same people who plan it, collect it and answer your questions afterwards. That keeps decisions local and means we know the towns, the roads and the organisations we serve across the region.",
  "The company exists because confidential information does not stop being sensitive when it is no longer needed. Old patient notes, payroll records, client files and retired hard drives all carry personal data, and UK GDPR expects them to be destroyed securely and for that destruction to be recorded. We set out to give organisations of every size a straightforward, properly certified way to do that, without long tie-ins or confusing charges.",
  "Every job is handled by background-checked staff, and material travels in locked containers on tracked vehicles to our certified facility, or is shredded on site in our mobile unit. We work to BS EN 15713 and hold ISO 27001, ISO 9001 and ISO 14001. Our customers include businesses, schools, NHS practices, councils and households, and each one receives a certificate of destruction once their material has been shredded and sent for recycling.",
];

export const aboutWhyChooseUs: readonly Card[] = [
  {
    title: "Vetted Staff",
    description:
      "Everyone who handles your material is background-checked, and trained in our security procedures before their first job.",
    icon: "users",
  },
  {
    title: "Tracked Vehicles",
    description:
      "Our vehicles are tracked throughout every journey, and material is carried in locked containers from your door to the shredder.",
    icon: "truck",
  },
  {
    title: "Certified Facility",
    description:
      "Off-site shredding takes place in our access-controlled facility, monitored by CCTV and audited to BS EN 15713.",
    icon: "building",
  },
  {
    title: "Every Paper Recycled",
    description:
      "All shredded paper is baled and sent for recycling, supporting our ISO 14001 environmental commitments.",
    icon: "leaf",
  },
  {
    title: "Clear Pricing",
    description:
      "Prices are set out before we start, per bag, box, console or drive, with no hidden charges added afterwards.",
    icon: "pound",
  },
  {
    title: "Local Team",
    description:
      "An independent North East company, so you deal with a local team that knows the region and answers its own phone.",
    icon: "heart",
  },
];

export const securityAndCompliance: {
  heading: string;
  text: string;
  points: readonly string[];
} = {
  heading: "Security & Compliance",
  text: "Secure destruction is only as good as the process behind it. Ours is certified, audited and documented at every stage, so you can show exactly how your confidential material was handled.",
  points: [
    "Destruction carried out in line with UK GDPR and the Data Protection Act 2018.",
    "Certified to BS EN 15713 for the secure destruction of confidential material.",
    "ISO 27001 certified for information security management.",
    "ISO 9001 certified for quality management and ISO 14001 for environmental management.",
    "A documented chain of custody from collection to destruction, with locked containers and tracked vehicles.",
    "Our shredding facility is access-controlled and monitored by CCTV.",
    "A certificate of destruction issued for every collection and on-site visit.",
    "A registered waste carrier, so your confidential waste is transported lawfully.",
  ],
};

// ---------------------------------------------------------------------------
// Contact
// ---------------------------------------------------------------------------

export const contactHero: { heading: string; text: string } = {
  heading: "Contact Our Secure Shredding Team",
  text: "Whether you need a one-off clear-out, a regular contract or urgent help, our team is ready to advise. Send us a message, call us or request a quote, and we will reply within 24 hours.",
};

export const contactTrustCards: readonly Card[] = [
  {
    title: "Reply Within 24 Hours",
    description: "Every enquiry and quote request is answered by our team within 24 hours.",
    icon: "clock",
  },
  {
    title: "Free, No-Obligation Quotes",
    description:
      "Tell us what you need destroyed and we will price it clearly, with no commitment.",
    icon: "pound",
  },
  {
    title: "GDPR Compliant",
    description: "Certified destruction with a certificate for your records, in line with UK GDPR.",
    icon: "shield",
  },
];

// ---------------------------------------------------------------------------
// Secure shredding quote landing page (/secure-shredding-quote)
// ---------------------------------------------------------------------------

export const quotePage: {
  heading: string;
  text: string;
  whatYouGetHeading: string;
  whatYouGet: readonly string[];
  trustPoints: readonly Card[];
  faqs: readonly { question: string; answer: string }[];
} = {
  heading: "Get a Free Secure Shredding Quote",
  text: "Tell us what you need destroyed, roughly how much there is and where you are, and we will send a clear, personalised price within 24 hours. There is no charge for quoting and no obligation to book.",
  whatYouGetHeading: "What You Get With Your Quote",
  whatYouGet: [
    "A personalised price within 24 hours of your request.",
    "No obligation to book and no pressure to commit.",
    "Advice on the right service, whether on-site, collection or a regular contract.",
    "A clear breakdown with no hidden charges.",
    "A suggested collection schedule if you have ongoing confidential waste.",
    "Confirmation that every job includes a certificate of destruction.",
  ],
  trustPoints: [
    {
      title: "BS EN 15713 Certified",
      description: "Secure destruction to the recognised standard for confidential material.",
      icon: "award",
    },
    {
      title: "Vetted Staff",
      description: "Every member of our team is background-checked before handling your material.",
      icon: "users",
    },
    {
      title: "Certificate of Destruction",
      description: "Issued after every job as evidence for your data protection records.",
      icon: "file-check",
    },
    {
      title: "Reply Within 24 Hours",
      description: "Your quote is prepared and sent by our team within 24 hours.",
      icon: "clock",
    },
  ],
  faqs: [
    {
      question: "What information helps you give an accurate quote?",
      answer:
        "The type of material (paper, hard drives or other media), roughly how much you have, your postcode, and whether you want a one-off collection or a regular service. Let us know too if you would prefer on-site shredding, or if there are access issues such as stairs or no lift.",
    },
    {
      question: "How do you measure the volume of paper?",
      answer:
        "Most customers count in standard sacks or archive boxes, and an estimate is fine. If your paper is in filing cabinets or loose on shelves, tell us how many drawers or shelves there are and we will convert that into bags or boxes for you. For hard drives and media, a count of items is enough.",
    },
    {
      question: "How quickly will I receive my quote?",
      answer:
        "We reply to every quote request within 24 hours, and often sooner during working hours. If you need something destroyed urgently, mention it in your request or call us, as our emergency service can usually arrange a collection at short notice.",
    },
    {
      question: "Do you need to visit my site before quoting?",
      answer:
        "Usually not. Most quotes are prepared from the details you send us. For very large archive clearances or sites with difficult access, we may suggest a short site visit or ask for a few photos so that the price and the plan are right first time. Any visit is free.",
    },
  ],
};

// ---------------------------------------------------------------------------
// Areas index
// ---------------------------------------------------------------------------

export const areasIntro: { heading: string; text: string } = {
  heading: "Areas We Cover Across North East England",
  text: "We provide on-site and collection shredding throughout Northumberland, Tyne and Wear, County Durham and Teesside. Choose your area below to see the towns, postcodes and sectors we serve near you.",
};

export const areasStats: readonly { value: string; label: string }[] = [
  { value: "20+", label: "Towns covered" },
  { value: "24/7", label: "Emergency service" },
  { value: "100%", label: "Compliant destruction" },
];

export const areasNotListed: { heading: string; text: string } = {
  heading: "Don't see your area?",
  text: "We cover the whole of North East England, including towns and villages not listed here. Get in touch and we will confirm collection or on-site shredding at your address.",
};
