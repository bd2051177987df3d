// The service registry and its copy: /services, /services/[slug], the cards, the footer's
// Services links and each page's search metadata all read the entries below. Adding a service is
// one entry here (and its image). Prices are never written into the copy: `priceFrom` names one of
// lib/shared/prices.ts, and "{price}" in a meta description stands for it.

import type { IconName } from "@/lib/shared/icon-drawings";
import { paths, type ServiceSlug } from "@/lib/shared/paths";
import { fromPriceLabel, type FromPriceKey } from "@/lib/shared/prices";

export type Step = { title: string; description: string };
export type Benefit = { title: string; description: string; icon: IconName };
export type Faq = { question: string; answer: string };

/** The copy of a service's card on /services. */
type CardCopy = {
  title: string;
  /** 25-40 words. */
  description: string;
  icon: IconName;
  /** "What is shredded" list, 4-5 short items. */
  shreds: string[];
};

/**
 * A service: one entry here is its page (/services/{slug}), its search metadata, its card, its
 * footer link and the sitemap's entry (lib/content/routes.ts reads the list).
 */
export type ServicePage = {
  slug: ServiceSlug;
  /** Default <title> of its page. */
  metaTitle: string;
  /** Default meta description; "{price}" stands for the advertised "from" price. */
  metaDescription: string;
  /** Its link in the footer's Services list (the spec's four), or null. */
  footerLabel: string | null;
  card: CardCopy;
  /** Short name, e.g. "On-Site Mobile Shredding". */
  name: string;
  /** schema.org Service.serviceType. */
  schemaServiceType: string;
  /** Short badge over the h1. */
  badge: string;
  /** The h1. */
  heading: string;
  /** Two paragraphs. */
  intro: string[];
  /** Key of the advertised "from" price; null for contracts. */
  priceFrom: FromPriceKey | null;
  /** One sentence for the pricing banner. */
  pricingNote: string;
  benefitsHeading: string;
  benefits: Benefit[];
  stepsHeading: string;
  steps: Step[];
  listHeading?: string;
  list?: string[];
  faqs: Faq[];
  cta: { heading: string; text: string; label: string };
};

export const servicePages: readonly ServicePage[] = [
  {
    slug: "document-shredding",
    metaTitle: "Confidential Document Shredding",
    metaDescription:
      "Confidential document shredding for offices, schools and homes in North East England. Locked collection, certified destruction, 100% recycling, from {price} + VAT.",
    footerLabel: null,
    card: {
      title: "Document Shredding",
      description:
        "Confidential paper destroyed securely to BS EN 15713, collected from your premises or shredded outside your door, with locked storage, vetted staff, a certificate of destruction and all paper recycled.",
      icon: "file-text",
      shreds: [
        "Client files",
        "Invoices and receipts",
        "Payroll and HR records",
        "Bank statements",
        "Medical records",
      ],
    },
    name: "Document Shredding",
    schemaServiceType: "Confidential document shredding",
    badge: "Confidential Paper Destruction",
    heading: "Secure Document Shredding Across North East England",
    intro: [
      "Every organisation builds up paper it no longer needs but cannot simply throw away: old client files, invoices, payroll records and printed e-mails. Under UK GDPR you remain responsible for personal data until it is destroyed, so a recycling bin or an office shredder is not enough. We provide a complete confidential shredding service, from the locked console by your desk to the certificate that closes the file.",
      "You choose how the paper is destroyed. We can collect it in sealed containers and shred it at our facility at Lingfield Point, Darlington, or shred it in a mobile unit parked outside your premises. Either way the work is carried out by vetted staff to BS EN 15713, all shredded paper is recycled, and you receive a certificate of destruction. We have been doing this for businesses across the region since 2010.",
    ],
    priceFrom: "documentShredding",
    pricingNote:
      "Volume discounts apply to larger loads and regular collections, and every price excludes VAT.",
    benefitsHeading: "Why businesses trust us with their paperwork",
    benefits: [
      {
        title: "Locked Consoles and Sacks",
        description:
          "Confidential paper goes into locked consoles or sealed sacks from the moment it leaves your desk, so nobody can dip in before collection.",
        icon: "lock",
      },
      {
        title: "Certificate of Destruction",
        description:
          "Every job ends with a certificate recording the date, the weight or volume destroyed and the method used, ready for your compliance records.",
        icon: "file-check",
      },
      {
        title: "All Paper Recycled",
        description:
          "Every bit of shredded paper is sent for recycling and made into new paper products, so nothing goes to landfill.",
        icon: "recycle",
      },
      {
        title: "Vetted Staff",
        description:
          "Everyone who handles your documents is background-checked and trained in secure handling before they touch a single file.",
        icon: "users",
      },
      {
        title: "UK GDPR Compliance",
        description:
          "Destruction to BS EN 15713 under ISO 27001 controls helps you meet your duty to dispose of personal data securely and to show that you did.",
        icon: "shield",
      },
      {
        title: "Flexible Collection",
        description:
          "Book a single collection for a clear-out or set up a regular schedule, with shredding at our facility or outside your door.",
        icon: "calendar",
      },
    ],
    stepsHeading: "How document shredding works",
    steps: [
      {
        title: "Tell Us What You Have",
        description:
          "Let us know roughly how much paper you have and whether it is a one-off clear-out or an ongoing need. We will give you a free quote and suggest the right service.",
      },
      {
        title: "Store It Securely",
        description:
          "We supply locked consoles or sealed sacks so confidential paper is kept safe between now and collection day.",
      },
      {
        title: "Collect or Shred On-Site",
        description:
          "Our vetted team either takes the sealed containers to our Lingfield Point facility or shreds everything in the mobile unit at your premises.",
      },
      {
        title: "Certify and Recycle",
        description:
          "You receive a certificate of destruction for your records, and the shredded paper is baled and sent for recycling.",
      },
    ],
    listHeading: "What we shred",
    list: [
      "Paper records and archived files",
      "Invoices, receipts and purchase orders",
      "Payroll and HR records",
      "Medical and patient records",
      "Exam papers and student records",
      "Bank statements and financial reports",
      "Contracts and legal documents",
      "Customer and supplier correspondence",
      "Plans, drawings and business proposals",
    ],
    faqs: [
      {
        question: "Do I need to remove staples and paper clips?",
        answer:
          "No. Our industrial shredders handle staples, paper clips and treasury tags without any trouble, so there is no need to strip them out. If you have large numbers of lever arch files or ring binders, mention them when you ask for a quote so we can plan for the metal mechanisms.",
      },
      {
        question: "What does the certificate of destruction show?",
        answer:
          "It records the date of destruction, the weight or volume of material destroyed and the method used. Keep it with your data protection records as evidence that the documents were disposed of securely.",
      },
      {
        question: "What happens to the paper after it is shredded?",
        answer:
          "The shredded paper is baled and sent to be recycled into new paper products. All of it is recycled, and none of it goes to landfill.",
      },
    ],
    cta: {
      heading: "Ready to clear your confidential paperwork?",
      text: "Tell us how much you have and how you would like it destroyed, and we will send a free, no-obligation quote.",
      label: "Get Free Quote",
    },
  },
  {
    slug: "on-site-shredding",
    metaTitle: "On-Site Mobile Shredding",
    metaDescription:
      "Watch your documents destroyed at your door by our CCTV-monitored mobile shredding unit. Immediate certificate of destruction. From {price} + VAT in the North East.",
    footerLabel: "On-Site Shredding",
    card: {
      title: "On-Site Shredding",
      description:
        "Our mobile shredding unit parks at your premises and destroys your documents while you watch. Nothing leaves the site in readable form, and your certificate is issued before we go.",
      icon: "eye",
      shreds: [
        "Legal case files",
        "Patient records",
        "HR and disciplinary files",
        "Board papers",
        "Contracts",
      ],
    },
    name: "On-Site Mobile Shredding",
    schemaServiceType: "Mobile document shredding",
    badge: "Witnessed Destruction",
    heading: "On-Site Mobile Shredding at Your Premises",
    intro: [
      "Some documents should never leave the building intact. With on-site mobile shredding, our vehicle parks outside your premises and your confidential paper is destroyed there and then, with you or a colleague watching if you wish. It suits law firms, medical practices, HR departments and any organisation whose policies or clients call for witnessed destruction.",
      "Our vetted operatives collect your locked consoles or sealed sacks, take them straight to the shredding unit and feed them in under CCTV. Nothing is stored or transported in readable form, and you receive a certificate of destruction before we leave. The shredded paper then returns to our Lingfield Point facility in Darlington to be recycled, with the whole job carried out to BS EN 15713.",
    ],
    priceFrom: "onSite",
    pricingNote:
      "Volume discounts apply to larger on-site jobs and regular visits, and every price excludes VAT.",
    benefitsHeading: "The benefits of shredding on-site",
    benefits: [
      {
        title: "Witness Destruction",
        description:
          "You or a nominated colleague can watch your documents go into the shredder, so you know for certain they have been destroyed.",
        icon: "eye",
      },
      {
        title: "No Off-Site Transport",
        description:
          "Your documents are shredded at your premises, so they never travel anywhere in readable form.",
        icon: "map-pin",
      },
      {
        title: "Immediate Certificate",
        description:
          "Your certificate of destruction is issued at the end of the visit, so your records are complete before our vehicle drives away.",
        icon: "file-check",
      },
      {
        title: "CCTV-Monitored Mobile Unit",
        description:
          "The shredding process on our vehicle is monitored by CCTV, giving an extra record of every job.",
        icon: "camera",
      },
      {
        title: "Locked Containers",
        description:
          "Paper waiting for shredding is held in locked consoles or sealed sacks, and only our operatives open them, beside the shredder.",
        icon: "lock",
      },
      {
        title: "Same-Day Service",
        description:
          "When a job cannot wait, same-day visits are available subject to availability, and our emergency service runs around the clock.",
        icon: "clock",
      },
      {
        title: "Chain of Custody",
        description:
          "Your documents stay in the hands of our vetted staff from the moment they are collected from your office until they are shredded.",
        icon: "shield",
      },
      {
        title: "GDPR Audit Trail",
        description:
          "Each visit is documented from booking to certificate, giving you clear evidence of secure disposal if a client or the ICO asks.",
        icon: "file-text",
      },
    ],
    stepsHeading: "How on-site shredding works",
    steps: [
      {
        title: "Schedule Service",
        description:
          "Choose a date and time that suits you and tell us about parking or access at your premises, and we will plan the visit around it.",
      },
      {
        title: "Secure Collection",
        description:
          "Our vetted operatives collect your locked consoles or sealed sacks from around the building and bring them to the vehicle.",
      },
      {
        title: "Witness Destruction",
        description:
          "Your documents are shredded in the mobile unit outside your door, and you are welcome to watch the whole process.",
      },
      {
        title: "Receive Certificate",
        description:
          "Before we leave you receive a certificate of destruction recording the date, the weight or volume and the shredding method.",
      },
    ],
    faqs: [
      {
        question: "How much space does the shredding vehicle need?",
        answer:
          "The vehicle needs to park close to your entrance, either in your car park or on the road. Tell us about height barriers, permit zones or loading restrictions when you book so we can plan access before the day.",
      },
      {
        question: "Can I watch my documents being shredded?",
        answer:
          "Yes. Witnessing the destruction is the main reason many clients choose on-site shredding. You or a colleague can stand with our operative at the vehicle and see your documents go into the shredder.",
      },
      {
        question: "What happens to the shredded paper afterwards?",
        answer:
          "It stays locked in the vehicle and is taken back to our Lingfield Point facility, where it is baled and sent for recycling. By then it has already been destroyed, so nothing readable leaves your site.",
      },
    ],
    cta: {
      heading: "See your documents destroyed at your door",
      text: "Tell us roughly how much paper you have and where you are based, and we will arrange a free quote for an on-site visit.",
      label: "Get Free Quote",
    },
  },
  {
    slug: "off-site-shredding",
    metaTitle: "Off-Site Shredding Collection",
    metaDescription:
      "Secure off-site shredding: free locked containers, GPS-tracked collection and destruction at our certified Darlington facility. From {price} + VAT, volume discounts.",
    footerLabel: "Off-Site Shredding",
    card: {
      title: "Off-Site Shredding",
      description:
        "Free locked containers for your office, collection in GPS-tracked vehicles and destruction at our certified Lingfield Point facility. The most economical choice for larger volumes of confidential paper.",
      icon: "truck",
      shreds: [
        "Everyday office paper",
        "Archived records",
        "Printed e-mails and reports",
        "Customer correspondence",
        "Financial records",
      ],
    },
    name: "Off-Site Shredding",
    schemaServiceType: "Off-site document shredding",
    badge: "Secure Facility Destruction",
    heading: "Off-Site Shredding at Our Secure Darlington Facility",
    intro: [
      "Off-site shredding is the most economical way to destroy confidential paper, particularly in larger quantities. We provide free locked containers for your office, you fill them at your own pace, and our vetted team collects them when they are full or on a schedule that suits you. Your documents stay locked away from the moment they go into the container.",
      "Sealed containers travel in our GPS-tracked vehicles to our facility at Lingfield Point, Darlington, where they are destroyed to BS EN 15713 within a site certified to ISO 27001. Industrial shredders handle large volumes quickly, which keeps costs down without cutting corners on security. Every collection is followed by a certificate of destruction, and all of the shredded paper is recycled.",
    ],
    priceFrom: "offSite",
    pricingNote:
      "Volume discounts make off-site shredding the most economical option for large volumes, and every price excludes VAT.",
    benefitsHeading: "Why choose off-site shredding",
    benefits: [
      {
        title: "Free Locked Containers",
        description:
          "We supply locked consoles and bins at no charge, so confidential paper is secure from the day they arrive.",
        icon: "package",
      },
      {
        title: "GPS-Tracked Transport",
        description:
          "Your sealed containers travel in locked vehicles tracked by GPS from your premises to our facility.",
        icon: "truck",
      },
      {
        title: "Chain of Custody",
        description:
          "Every container is accounted for from collection to destruction, and only our vetted staff handle it along the way.",
        icon: "shield",
      },
      {
        title: "Certified Facility Destruction",
        description:
          "Shredding takes place at our Lingfield Point facility, which works to BS EN 15713 and holds ISO 27001, ISO 9001 and ISO 14001 certification.",
        icon: "award",
      },
      {
        title: "Certificate of Destruction",
        description:
          "After each collection you receive a certificate recording when your documents were destroyed, how much and by what method.",
        icon: "file-check",
      },
      {
        title: "100% Recycling",
        description:
          "All of the shredded paper is baled and recycled into new paper products, supporting your own environmental commitments.",
        icon: "recycle",
      },
      {
        title: "Flexible Schedules",
        description:
          "Book collections as and when your containers fill up, or set a regular pattern that matches how much paper you produce.",
        icon: "calendar",
      },
    ],
    stepsHeading: "How off-site shredding works",
    steps: [
      {
        title: "Free Containers",
        description:
          "We deliver locked consoles or bins to your premises free of charge, sized to the amount of paper you produce.",
      },
      {
        title: "Fill at Your Pace",
        description:
          "Your staff post confidential paper through the slot whenever they need to. The containers stay locked until we collect them.",
      },
      {
        title: "Secure Collection",
        description:
          "Our vetted team empties the containers into sealed bags or swaps them over, then transports them in GPS-tracked vehicles to Lingfield Point.",
      },
      {
        title: "Certified Destruction",
        description:
          "Your documents are shredded at our facility to BS EN 15713, the paper is recycled and you receive a certificate of destruction.",
      },
    ],
    faqs: [
      {
        question: "Is off-site shredding as secure as on-site shredding?",
        answer:
          "Both are carried out to BS EN 15713 by vetted staff. The difference is that with off-site shredding you do not watch the destruction yourself. Instead, your documents stay in locked containers and tracked vehicles under a documented chain of custody until they are shredded at our facility.",
      },
      {
        question: "Which containers will we need?",
        answer:
          "Most offices use lockable consoles that sit discreetly beside desks and printers, with larger wheeled bins where a lot of paper is produced. We will suggest a mix based on the size of your team and how often you would like collections.",
      },
      {
        question: "How will I know when my documents were destroyed?",
        answer:
          "Your certificate of destruction records the date your documents were destroyed, the weight or volume and the method used. Keep it with your records as evidence of secure disposal.",
      },
    ],
    cta: {
      heading: "Get free locked containers for your office",
      text: "Tell us how much paper your organisation produces and we will recommend containers and a collection pattern, with a free quote.",
      label: "Get Free Quote",
    },
  },
  {
    slug: "hard-drive-shredding",
    metaTitle: "Hard Drive & Media Destruction",
    metaDescription:
      "Physical destruction of hard drives, SSDs, USB sticks, tapes and phones, on-site or off-site, with serial-numbered certificates. From {price} + VAT in the North East.",
    footerLabel: "Hard Drive Destruction",
    card: {
      title: "Hard Drive Destruction",
      description:
        "Physical destruction of hard drives, SSDs and other data media, on-site or off-site, with serial numbers recorded where readable and the residue recycled through WEEE-compliant routes.",
      icon: "hard-drive",
      shreds: [
        "Hard disk drives",
        "Solid state drives",
        "USB sticks and memory cards",
        "Backup tapes",
        "Phones and tablets",
      ],
    },
    name: "Hard Drive & Media Destruction",
    schemaServiceType: "Hard drive and data media destruction",
    badge: "Certified Data Destruction",
    heading: "Hard Drive and Data Media Destruction",
    intro: [
      "Deleting files, formatting a drive or resetting a phone does not reliably remove the data on it. Old computers, servers, phones and backup media can still hold customer records, passwords and financial information long after they stop being used. Physical destruction is the only way to be certain that data is gone, which is why we shred the media itself rather than relying on software.",
      "We destroy hard drives, solid state drives, USB sticks, tapes, discs, phones and tablets, either at your premises or at our Lingfield Point facility in Darlington. Serial numbers are recorded where they can be read, so you can match each item against your asset register. Every job comes with a certificate of destruction, and the shredded residue is recycled through WEEE-compliant routes.",
    ],
    priceFrom: "hardDrive",
    pricingNote:
      "Priced by volume and media type, with destruction on-site or off-site, and every price excludes VAT.",
    benefitsHeading: "Secure destruction for every type of media",
    benefits: [
      {
        title: "Physical Destruction",
        description:
          "Drives and media are shredded into small fragments, leaving nothing that can be reconnected, repaired or read.",
        icon: "hard-drive",
      },
      {
        title: "Serial Numbers Recorded",
        description:
          "We log serial numbers where they are readable, so you can reconcile every destroyed item with your asset register.",
        icon: "file-text",
      },
      {
        title: "On-Site or Off-Site",
        description:
          "Watch your media being destroyed at your premises, or let us collect it securely for destruction at our facility.",
        icon: "map-pin",
      },
      {
        title: "Certificate of Destruction",
        description:
          "Your certificate lists the items destroyed, the date and the method, giving auditors and clients the evidence they expect.",
        icon: "file-check",
      },
      {
        title: "WEEE-Compliant Recycling",
        description:
          "The metal and plastic residue is recycled through WEEE-compliant routes instead of going to landfill.",
        icon: "recycle",
      },
      {
        title: "Secure Chain of Custody",
        description:
          "Media stays in locked containers and in the hands of our vetted staff from collection until it is destroyed.",
        icon: "shield",
      },
    ],
    stepsHeading: "How media destruction works",
    steps: [
      {
        title: "Assessment",
        description:
          "Tell us what media you have and roughly how many items. We confirm whether on-site or off-site destruction suits you best and provide a free quote.",
      },
      {
        title: "Physical Destruction",
        description:
          "Each drive, device or disc is shredded into fragments, at your premises or at our Lingfield Point facility.",
      },
      {
        title: "Verification",
        description:
          "Serial numbers are recorded where they can be read and checked against the items received, so nothing is missed.",
      },
      {
        title: "Certification",
        description:
          "You receive a certificate of destruction listing the items, the date and the method, and the residue goes for WEEE-compliant recycling.",
      },
    ],
    listHeading: "Media we destroy",
    list: [
      "Hard disk drives (HDD)",
      "Solid state drives (SSD)",
      "USB memory sticks",
      "Memory cards (SD, microSD, CF)",
      "CDs, DVDs and Blu-ray discs",
      "Backup tapes (LTO, DLT, DAT)",
      "Mobile phones and tablets",
      "Floppy and Zip disks",
    ],
    faqs: [
      {
        question: "Isn't wiping or formatting a drive enough?",
        answer:
          "Formatting usually leaves the underlying data recoverable, and software wiping cannot be checked on a drive that has failed. Solid state drives also spread data across their memory chips in ways that overwriting may not reach. Physical destruction removes the doubt.",
      },
      {
        question: "Do I need to take the drives out of our computers?",
        answer:
          "It helps, because we can then destroy the drives on their own and record their serial numbers. If removing them is not practical, tell us when you ask for a quote and we will explain the options.",
      },
      {
        question: "Will the certificate list individual serial numbers?",
        answer:
          "Yes, where a serial number is readable we record it and include it with your certificate of destruction, alongside the date and the destruction method. Items without a readable serial number are recorded by type and quantity.",
      },
    ],
    cta: {
      heading: "Retiring old IT equipment?",
      text: "Tell us what media you need destroyed and whether you would prefer on-site or off-site destruction, and we will send a free quote.",
      label: "Get Free Quote",
    },
  },
  {
    slug: "contracts",
    metaTitle: "Regular Shredding Contracts",
    metaDescription:
      "Weekly, fortnightly, monthly or quarterly confidential waste collections with free containers, a dedicated account manager and savings of up to 30% on ad-hoc jobs.",
    footerLabel: "Regular Contracts",
    card: {
      title: "Regular Contracts",
      description:
        "Scheduled weekly, fortnightly, monthly or quarterly collections with free containers, a dedicated account manager and a certificate every visit, priced to match your volume and frequency.",
      icon: "calendar",
      shreds: [
        "Daily office waste",
        "Confidential printouts",
        "Client and patient paperwork",
        "Accounts and payroll records",
      ],
    },
    name: "Regular Shredding Contracts",
    schemaServiceType: "Scheduled confidential waste collection",
    badge: "Scheduled Collections",
    heading: "Regular Shredding Contracts for Your Business",
    intro: [
      "If your organisation produces confidential paper every week, booking one-off collections soon becomes a chore. A regular shredding contract puts it on autopilot. We supply free locked containers, agree a collection pattern that matches your volume, and turn up on schedule, so confidential waste never piles up in corridors or spare offices and your staff always know where it goes.",
      "Each contract has a dedicated account manager who knows your sites, your containers and your reporting needs. Collections can be shredded on-site or at our Lingfield Point facility, and every visit comes with a certificate of destruction, building a complete audit trail over time. Contract clients also receive volume discounts, priority emergency collections and straightforward invoicing that runs without any chasing.",
    ],
    priceFrom: null,
    pricingNote:
      "Custom pricing for your volume and frequency, with savings of up to 30% compared with ad-hoc collections.",
    benefitsHeading: "What a regular contract gives you",
    benefits: [
      {
        title: "Dedicated Account Manager",
        description:
          "One named contact looks after your account, handles changes to your schedule and answers questions about your certificates.",
        icon: "users",
      },
      {
        title: "Volume Discounts",
        description:
          "Regular collections cost less per visit than booking each one separately, and the rate reflects the volume you produce.",
        icon: "award",
      },
      {
        title: "Priority Emergency Collection",
        description:
          "If a container fills early or you face an unexpected clear-out, contract clients go to the front of the queue, day or night.",
        icon: "clock",
      },
      {
        title: "Free Containers",
        description:
          "Locked consoles and bins are supplied and maintained at no extra charge for as long as your contract runs.",
        icon: "package",
      },
      {
        title: "Flexible Terms",
        description:
          "Change your collection frequency, add containers or include new sites as your organisation grows or moves.",
        icon: "calendar",
      },
      {
        title: "Automatic Invoicing",
        description:
          "Invoices arrive on a regular cycle agreed at the outset, each one matched to the collections and certificates it covers.",
        icon: "file-text",
      },
    ],
    stepsHeading: "How a shredding contract is set up",
    steps: [
      {
        title: "Site Survey",
        description:
          "We look at how much confidential paper you produce, where it is generated and how many containers each area needs.",
      },
      {
        title: "Tailored Schedule",
        description:
          "Together we agree a collection frequency, container mix and shredding method, and set out the terms in writing.",
      },
      {
        title: "Regular Collections",
        description:
          "Our vetted team arrives on the agreed days to empty or swap your containers, with extra visits whenever you need them.",
      },
      {
        title: "Certificates Every Visit",
        description:
          "Every collection produces a certificate of destruction, giving you a continuous audit trail for UK GDPR compliance.",
      },
    ],
    listHeading: "Collection schedules",
    list: ["Weekly", "Fortnightly", "Monthly", "Quarterly"],
    faqs: [
      {
        question: "Can we change our collection frequency later?",
        answer:
          "Yes. If your volume goes up or down, your account manager can move you to a different schedule or adjust the number of containers. Many clients also add extra collections around year-end or office moves.",
      },
      {
        question: "What happens if a container fills before the next collection?",
        answer:
          "Contact your account manager or our emergency service and we will arrange a priority collection. Our emergency service runs 24 hours a day, seven days a week.",
      },
      {
        question: "Is there a minimum contract length?",
        answer:
          "Terms are agreed with you before the contract starts and set out in writing, including the length and notice period. We will talk through options that suit your organisation rather than tying you to a fixed package.",
      },
    ],
    cta: {
      heading: "Put confidential waste on a schedule",
      text: "Tell us about your sites and how much paper you produce, and we will propose a collection schedule with custom pricing.",
      label: "Request Contract Quote",
    },
  },
];

export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}

/** A service as a card on /services (and Stockton's page): its price and page come from the entry. */
export type ServiceCard = CardCopy & {
  /** The registered service the card stands for; null for bulk collections. */
  service: ServiceSlug | null;
  /** The image under public/images/services/, without the extension. */
  image: string;
  /** "From £65 + VAT", "Custom pricing" or "Quote on request". */
  price: string;
  /** The service page, if the service has one. */
  href: string | null;
};

/** One-off bulk collections have a card but no page of their own. */
const bulkCollections: ServiceCard = {
  title: "One-Off Bulk Collections",
  description:
    "A single collection for office clear-outs, archive purges and house clearances, however much paper has built up. We bring the containers, load everything securely and certify its destruction.",
  icon: "package",
  shreds: [
    "Archive boxes",
    "Filing cabinet contents",
    "Retired records",
    "Personal papers from house clearances",
  ],
  service: null,
  image: "bulk-collection",
  price: "Quote on request",
  href: null,
};

/** The advertised price of a service, as its page and card show it. */
export function servicePriceLabel(service: ServicePage): string {
  return service.priceFrom ? fromPriceLabel(service.priceFrom) : "Custom pricing";
}

export const serviceCards: readonly ServiceCard[] = [
  ...servicePages.map((service) => ({
    ...service.card,
    service: service.slug,
    image: service.slug,
    price: servicePriceLabel(service),
    href: paths.service(service.slug),
  })),
  bulkCollections,
];

export const processSteps: readonly Step[] = [
  {
    title: "Collection",
    description:
      "Our vetted team collects your confidential material in locked consoles, sealed sacks or secure containers, or brings the mobile shredding unit to your premises.",
  },
  {
    title: "Transportation",
    description:
      "For off-site shredding, sealed containers travel in locked, GPS-tracked vehicles to our facility at Lingfield Point, Darlington. With on-site shredding this step is not needed.",
  },
  {
    title: "Destruction",
    description:
      "Paper and media are shredded to BS EN 15713 by trained operatives, and the shredded material is recycled.",
  },
  {
    title: "Certification",
    description:
      "You receive a certificate of destruction recording the date, the weight or volume and the method, completing your audit trail.",
  },
];

export const complianceChecklist: readonly string[] = [
  "Destruction that supports UK GDPR and the Data Protection Act 2018",
  "Secure destruction to BS EN 15713",
  "ISO 27001 certified information security management",
  "ISO 9001 certified quality management",
  "ISO 14001 certified environmental management",
  "Environment Agency registered waste carrier",
  "Background-checked, vetted staff",
  "Certificate of destruction and a full audit trail for every job",
];
