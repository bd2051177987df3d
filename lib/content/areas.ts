// Service area content for /areas and /areas/[slug].
// Plain typed data with no imports. Contact details and prices are inserted
// elsewhere on the site, so none are written into this copy.

export type AreaSector = { title: string; description: string };

export type Area = {
  slug: string;
  name: string;
  county: string;
  description: string;
  features: [string, string, string];
  geo: { lat: number; lng: number };
  metaTitle: string;
  metaDescription: string;
  tagline: string;
  intro: string[];
  places: string[];
  /** Postcode districts as the spec's coverage table writes them: "SR1-SR6", "NE8", "TS10 to TS13". */
  postcodes: string[];
  sectors: AreaSector[];
  localNote: string;
  showContactForm: boolean;
  featuredOnHome: boolean;
};

export const areas: readonly Area[] = [
  {
    slug: "newcastle-upon-tyne",
    name: "Newcastle upon Tyne",
    county: "Tyne and Wear",
    description:
      "Secure shredding for Newcastle's Quayside law and finance firms, hospital departments, universities and city-centre offices, with on-site mobile shredding and scheduled collections from Jesmond to Walker.",
    features: ["Legal & Financial", "NHS & Healthcare", "On-Site Mobile Shredding"],
    geo: { lat: 54.9783, lng: -1.6178 },
    metaTitle: "Confidential Shredding in Newcastle upon Tyne | On-Site",
    metaDescription:
      "Secure document shredding in Newcastle upon Tyne for law firms, NHS teams, universities and offices. On-site or collection, with a certificate of destruction.",
    tagline:
      "From Quayside chambers to Gosforth surgeries, certified document destruction for every corner of the city.",
    intro: [
      "Newcastle upon Tyne is the commercial centre of the North East, and a great deal of sensitive paper passes through it every day. Law firms, accountants and financial advisers along the Quayside and around Grey Street handle client files, contracts and account records that must be destroyed securely when their retention periods end. The city's two universities, Newcastle and Northumbria, produce student records, research data and HR files, while businesses at the Helix science quarter and across the city centre generate a steady flow of confidential waste of their own.",
      "Healthcare adds another layer. The Royal Victoria Infirmary and the Freeman Hospital, together with GP practices, dental surgeries and care providers in Jesmond, Gosforth and Heaton, hold patient information covered by UK GDPR and NHS data security standards. We serve Newcastle from our facility at Lingfield Point, offering on-site mobile shredding outside your premises, off-site collection shredding and hard drive destruction. Every job is handled by vetted staff to BS EN 15713, and every service ends with a certificate of destruction for your records.",
    ],
    places: [
      "City Centre",
      "Quayside",
      "Jesmond",
      "Gosforth",
      "Heaton",
      "Byker",
      "Fenham",
      "Benwell",
      "Kenton",
      "Walker",
    ],
    postcodes: ["NE1-NE7", "NE12", "NE13", "NE15"],
    sectors: [
      {
        title: "Legal & Professional Services",
        description:
          "Solicitors, barristers' chambers, accountants and wealth managers around the Quayside and Grey Street use scheduled collections and certificates of destruction to meet their client confidentiality and regulatory duties.",
      },
      {
        title: "Hospitals & Healthcare",
        description:
          "Clinical and administrative teams, GP practices and dental surgeries need patient records destroyed securely, with a clear audit trail that supports NHS data security and protection requirements.",
      },
      {
        title: "Universities & Research",
        description:
          "University departments, research groups and student services produce exam scripts, application files and research data. We shred the paper and destroy old hard drives so nothing identifiable survives.",
      },
    ],
    localNote:
      "City-centre access is tight, so we agree a loading spot before each mobile shredding visit, whether that is a service yard off the Quayside, a bay outside a Jesmond practice or a car park at a Gosforth office. Buildings with strict security can pre-register our operatives at reception. Regular contracts suit firms with steady volumes, while one-off clear-outs work well for office moves.",
    showContactForm: false,
    featuredOnHome: true,
  },
  {
    slug: "sunderland",
    name: "Sunderland",
    county: "Tyne and Wear",
    description:
      "From Doxford contact centres to automotive suppliers near Nissan, Sunderland businesses and public bodies can book certified collections and on-site shredding across the city, from Roker to Southwick.",
    features: ["Automotive Supply Chain", "Contact Centres", "Council & Education"],
    geo: { lat: 54.9069, lng: -1.3838 },
    metaTitle: "Secure Shredding in Sunderland | Collection & On-Site",
    metaDescription:
      "Confidential waste shredding across Sunderland, SR1 to SR6, for manufacturers, Doxford Park offices, schools and NHS teams. Certified and fully recycled.",
    tagline:
      "Secure destruction of records for a city that builds cars, answers customer calls and runs public services at scale.",
    intro: [
      "Manufacturing shapes Sunderland's economy. The Nissan plant off Washington Road anchors an automotive supply chain of component makers, logistics operators and engineering contractors, many of them based on the estates along the A19 and around the International Advanced Manufacturing Park. These businesses produce drawings, supplier contracts, quality records and personnel files with real commercial value, so putting them in a general waste bin or an unsecured recycling skip is a risk few can afford to take.",
      "The city is also home to large office employers. Contact centres and shared service operations at Doxford International Business Park handle customer data in volume, while Sunderland City Council at City Hall, the University of Sunderland and Sunderland Royal Hospital all manage sensitive personal records. We collect confidential waste across SR1 to SR6 in locked consoles and sacks, shred it to BS EN 15713 and recycle all of the shredded paper, issuing a certificate of destruction after each service.",
    ],
    places: ["City Centre", "Roker", "Southwick", "Doxford Park"],
    postcodes: ["SR1-SR6"],
    sectors: [
      {
        title: "Manufacturing & Automotive",
        description:
          "Component suppliers and engineering firms serving the automotive sector need drawings, tenders and quality records destroyed securely. Hard drive destruction covers retired design workstations and production PCs.",
      },
      {
        title: "Contact Centres & Shared Services",
        description:
          "High-volume offices at Doxford and in the city centre suit scheduled collections, with lockable consoles on each floor and certificates of destruction that support data protection audits.",
      },
      {
        title: "Council, Education & Health",
        description:
          "Council departments, schools, colleges and healthcare providers hold records about residents, pupils and patients. We work to your retention schedules and provide evidence of secure destruction every time.",
      },
    ],
    localNote:
      "Doxford International Business Park has generous parking, which makes it easy for our mobile shredding vehicle to work beside your building. In the city centre and around the riverside, we confirm access and loading times beforehand. Typical Sunderland clients include supply-chain manufacturers on the A19 corridor, schools, GP practices, letting agents and households clearing out old paperwork.",
    showContactForm: true,
    featuredOnHome: true,
  },
  {
    slug: "durham",
    name: "Durham",
    county: "County Durham",
    description:
      "Confidential shredding for Durham University departments, County Hall teams, solicitors and healthcare providers, with secure collections across the city and the wider DH districts, from Gilesgate to Framwellgate Moor.",
    features: ["University & Research", "Local Government", "Legal Practices"],
    geo: { lat: 54.7761, lng: -1.5733 },
    metaTitle: "Confidential Shredding in Durham | Secure Collection",
    metaDescription:
      "Secure shredding in Durham for the university, council teams, solicitors, schools and NHS services. On-site or collection, with a certificate of destruction.",
    tagline:
      "Trusted document destruction for a cathedral city where education, law and local government sit side by side.",
    intro: [
      "Durham may be a compact city, but it holds an unusual concentration of confidential information. Durham University's colleges and departments manage admissions files, exam scripts, research data and staff records, and Durham County Council's teams at County Hall deal with social care, planning and council tax information for residents across the county. Solicitors and barristers working near the Crown Court on Old Elvet add their own case files, many of which must be kept for years before they can be destroyed.",
      "Health and education matter here too. The University Hospital of North Durham, GP practices and a network of schools and academies all hold personal data that must be disposed of properly once it is no longer needed. Our services cover the whole DH1 to DH9 area, reaching Chester-le-Street, Stanley and Consett as well as the city itself. Paper is shredded to BS EN 15713, all of it is recycled, and you receive a certificate of destruction as proof of compliance.",
    ],
    places: ["City Centre", "Gilesgate", "Framwellgate Moor", "Belmont"],
    postcodes: ["DH1-DH9"],
    sectors: [
      {
        title: "Higher Education",
        description:
          "College offices, academic departments and research groups need exam papers, applications and research records destroyed securely. Lockable consoles and scheduled collections cope well with term-time peaks.",
      },
      {
        title: "Local Government",
        description:
          "Council services handling social care, housing and revenue records benefit from regular contracts with a clear audit trail and a certificate of destruction after every collection.",
      },
      {
        title: "Legal Practices",
        description:
          "Solicitors and chambers in the city keep sensitive case files long after a matter closes. When retention periods end, we shred them securely on-site or at our facility, whichever suits the practice.",
      },
    ],
    localNote:
      "Durham's narrow streets and the one-way system around the peninsula mean we plan access carefully, often using rear lanes or booking times outside the busiest hours. Sites at Aykley Heads, Belmont Business Park and the retail parks have easier parking for mobile shredding. Colleges and departments can book around term dates, and households can arrange one-off collections.",
    showContactForm: true,
    featuredOnHome: true,
  },
  {
    slug: "middlesbrough",
    name: "Middlesbrough",
    county: "North Yorkshire",
    description:
      "Teesside University, James Cook University Hospital and the town's digital firms all produce confidential waste. We provide on-site shredding and scheduled collections across Middlesbrough, from Linthorpe to Marton.",
    features: ["Higher Education", "Hospital & Clinical", "Digital Businesses"],
    geo: { lat: 54.5742, lng: -1.235 },
    metaTitle: "Document Shredding in Middlesbrough | Certified & Secure",
    metaDescription:
      "Certified document shredding across Middlesbrough, TS1 to TS8, for hospitals, Teesside University, legal firms, offices and homes. On-site or collection.",
    tagline:
      "Secure, certified shredding for the heart of Teesside, from the hospital on Marton Road to the offices around Centre Square.",
    intro: [
      "Middlesbrough is the commercial and administrative centre of Teesside. Teesside University's campus sits close to the town centre, bringing student records, research data and staff files, while the James Cook University Hospital on Marton Road is one of the region's major hospitals, with clinical and administrative teams handling patient information every day. Middlesbrough Council, the Teesside Combined Court Centre and the offices around Centre Square add public sector, legal and professional records to that picture.",
      "The town's digital and creative sector, centred on the Boho Zone, runs on laptops, servers and removable media that eventually need secure disposal. Our hard drive and media destruction service makes sure retired equipment cannot be read again, while paper records are shredded to BS EN 15713 and fully recycled. Whether you need a one-off clear-out of an archive room in Linthorpe or a regular collection from a busy office, each service comes with a certificate of destruction.",
    ],
    places: ["Town Centre", "Linthorpe", "Acklam", "Marton"],
    postcodes: ["TS1-TS8"],
    sectors: [
      {
        title: "Healthcare",
        description:
          "Hospital departments, GP surgeries and community health teams need patient records disposed of securely. We provide lockable consoles, scheduled collections and an audit trail that supports NHS data security.",
      },
      {
        title: "Education",
        description:
          "Teesside University, colleges and schools across the town handle exam scripts, safeguarding files and admissions records. Regular contracts can be timed around term dates and exam seasons.",
      },
      {
        title: "Digital & Technology",
        description:
          "Software firms, agencies and start-ups in the Boho Zone retire laptops, servers and drives regularly. Our media destruction service leaves them unreadable and certifies their destruction.",
      },
    ],
    localNote:
      "Parking in central Middlesbrough can be restricted, so we agree a loading point before mobile shredding visits, particularly around Corporation Road and Albert Road. Business parks on the edge of town, along with schools and surgeries in Acklam and Marton, usually have space on site. The service suits solicitors, accountants, housing associations, healthcare providers and households with a backlog of old paperwork.",
    showContactForm: true,
    featuredOnHome: true,
  },
  {
    slug: "gateshead",
    name: "Gateshead",
    county: "Tyne and Wear",
    description:
      "Confidential waste and media destruction for Team Valley Trading Estate firms, Gateshead Council services, healthcare providers and offices south of the Tyne, from Low Fell to Whickham.",
    features: ["Team Valley Estate", "Warehousing & Logistics", "Council & Public Sector"],
    geo: { lat: 54.9527, lng: -1.6034 },
    metaTitle: "Shredding Services in Gateshead | Team Valley & Beyond",
    metaDescription:
      "Secure shredding in Gateshead for Team Valley firms, council services, schools and healthcare providers. On-site or collection, certified and fully recycled.",
    tagline:
      "Dependable shredding for the businesses of Team Valley and the communities south of the Tyne.",
    intro: [
      "Team Valley Trading Estate is one of the largest trading estates in the country, and its mix of manufacturers, distributors, trade counters and office-based firms makes Gateshead a busy place for confidential waste. Order records, HR files, customer invoices and old IT equipment build up quickly in warehouses and offices alike. Businesses on Gateshead Quays and around the town centre add professional and creative sector records, from client contracts to payroll data, to that mix.",
      "Gateshead Council, based at the Civic Centre, and the Queen Elizabeth Hospital at Sheriff Hill both hold large volumes of personal data, as do the schools, care homes and GP practices in Low Fell, Felling and Whickham. We provide scheduled collections using secure consoles and sacks, on-site mobile shredding for organisations that want to witness destruction, and hard drive destruction for retired equipment. Shredding meets BS EN 15713, and all of the shredded paper is recycled.",
    ],
    places: ["Town Centre", "Low Fell", "Felling", "Whickham"],
    postcodes: ["NE8", "NE9", "NE10", "NE11", "NE16", "NE21"],
    sectors: [
      {
        title: "Trading Estate Businesses",
        description:
          "Manufacturers, wholesalers and trade suppliers on Team Valley generate delivery notes, invoices and staff records. Regular collections keep confidential waste out of general skips and mixed recycling.",
      },
      {
        title: "Public Services",
        description:
          "Council departments, schools and care providers handle information about vulnerable residents. Our certified process and certificates of destruction support data protection obligations and internal audits.",
      },
      {
        title: "Healthcare",
        description:
          "Hospital teams, GP practices and pharmacies across the borough need patient records destroyed securely. We offer lockable consoles, scheduled visits and on-site shredding where witnessed destruction is preferred.",
      },
    ],
    localNote:
      "Team Valley's wide roads and on-site parking make mobile shredding straightforward, as the vehicle can usually stand right beside your unit. In the town centre and around the Quays, we agree access times in advance. We also serve businesses near the MetroCentre, Dunston and Blaydon, along with schools, surgeries and households across the NE8 to NE21 districts.",
    showContactForm: true,
    featuredOnHome: true,
  },
  {
    slug: "darlington",
    name: "Darlington",
    county: "County Durham",
    description:
      "Our home town. Confidential waste from Darlington's government offices, hospital, schools, businesses and households is shredded at our Lingfield Point facility, with collection and on-site services across DL1 to DL3.",
    features: ["Local Facility", "Government Offices", "Rail & Engineering"],
    geo: { lat: 54.5236, lng: -1.5595 },
    metaTitle: "Confidential Shredding in Darlington | Local Facility",
    metaDescription:
      "Secure shredding from our Lingfield Point facility in Darlington. Collections and on-site shredding for offices, schools, NHS teams and homes across DL1 to DL3.",
    tagline:
      "Darlington is home: our secure shredding facility sits at Lingfield Point, on the north-eastern edge of the town.",
    intro: [
      "North East Secure Shredding is based in Darlington. Our facility at Lingfield Point is where collected confidential waste is shredded, baled and sent for recycling, so material from Darlington clients travels only a short distance before it is destroyed. That matters to organisations that want their chain of custody kept as short and simple as possible. It also means we know the town's roads, industrial estates and business parks well, from Faverdale in the north-west to Morton Palms in the east.",
      "The local economy has changed considerably in recent years. The Darlington Economic Campus has brought civil service teams to the town, joining long-established employers in engineering, rail and logistics, while Darlington Memorial Hospital, Darlington Borough Council and Darlington College all manage sensitive records. Local organisations use our collection and on-site shredding services for paper, and our hard drive destruction service for old IT equipment. All work is carried out to BS EN 15713, with a certificate of destruction issued every time.",
    ],
    places: ["Town Centre", "Cockerton", "Haughton-le-Skerne", "Hurworth"],
    postcodes: ["DL1-DL3"],
    sectors: [
      {
        title: "Government & Public Sector",
        description:
          "Civil service teams, council departments and other public bodies need personal and sensitive information destroyed securely, with documented evidence. We supply lockable consoles, scheduled collections and certificates of destruction.",
      },
      {
        title: "Engineering & Logistics",
        description:
          "Engineering, rail and distribution businesses on Faverdale and nearby estates produce technical drawings, tenders and staff records. Regular collections keep this material secure from desk to shredder.",
      },
      {
        title: "Healthcare & Education",
        description:
          "Hospital teams, GP practices, schools and Darlington College handle patient and pupil records daily. We schedule visits around clinics and term dates to keep disruption to a minimum.",
      },
    ],
    localNote:
      "With our facility at Lingfield Point, Darlington sits at the centre of our collection routes. We serve premises on Faverdale, Morton Palms and the office streets near Bank Top station, as well as schools and surgeries in Cockerton and Haughton. Mobile shredding is practical at most sites with off-street parking, and households can book one-off collections for home clear-outs.",
    showContactForm: true,
    featuredOnHome: true,
  },
  {
    slug: "hartlepool",
    name: "Hartlepool",
    county: "County Durham",
    description:
      "Port and marina businesses, energy contractors, council offices and healthcare teams in Hartlepool can book certified collections and on-site visits, from the Headland to Seaton Carew.",
    features: ["Port & Marine", "Energy Sector", "Council & Health"],
    geo: { lat: 54.6863, lng: -1.2129 },
    metaTitle: "Secure Shredding in Hartlepool | Port, Marina & Town",
    metaDescription:
      "Confidential shredding in Hartlepool for port and marina businesses, energy contractors, the council, schools and NHS teams. Certified and fully recycled.",
    tagline:
      "Secure document destruction for a coastal town built on its port, its marina and its industry.",
    intro: [
      "Hartlepool's working port and its marina give the town a distinctive business mix. Shipping agents, marine engineers, logistics operators and offshore contractors handle manifests, contracts, crew details and commercial documents, much of it confidential. The nuclear power station south of the town and the wider energy supply chain add technical records and personnel files, which need particularly careful handling when they reach the end of their life.",
      "Public services are significant employers too. Hartlepool Borough Council's Civic Centre, the University Hospital of Hartlepool, Hartlepool College of Further Education and schools across the town all keep personal records about residents, patients and students. We offer scheduled collections, on-site mobile shredding and hard drive destruction throughout TS24 to TS27. Shredding is carried out to BS EN 15713, all shredded paper is recycled, and a certificate of destruction confirms that each job has been completed.",
    ],
    places: ["Town Centre", "Headland", "Seaton Carew", "Marina"],
    postcodes: ["TS24-TS27"],
    sectors: [
      {
        title: "Port & Maritime",
        description:
          "Shipping agents, marine engineers and logistics firms around the docks and marina produce manifests, contracts and crew records. Secure shredding keeps commercially sensitive paperwork out of the wrong hands.",
      },
      {
        title: "Energy & Industry",
        description:
          "Energy sector contractors and process industry suppliers handle technical documentation and staff vetting records. Shredding and hard drive destruction cover both paper archives and retired equipment.",
      },
      {
        title: "Public Sector & Health",
        description:
          "Council teams, hospital departments, GP practices and schools need personal data destroyed to a recognised standard. Regular contracts provide lockable consoles and documented proof of destruction.",
      },
    ],
    localNote:
      "Most Hartlepool business premises, from Queens Meadow Business Park to offices near the marina, have enough space for our mobile shredding vehicle. For the older terraced streets on the Headland and in parts of the town centre, we plan loading in advance. Typical clients include marine businesses, care providers, accountants, schools and households clearing a relative's paperwork.",
    showContactForm: true,
    featuredOnHome: true,
  },
  {
    slug: "stockton-on-tees",
    name: "Stockton-on-Tees",
    county: "County Durham",
    description:
      "Secure shredding across Stockton, Thornaby, Billingham and Yarm for process industry firms, Teesdale offices, hospital teams, schools and households throughout the TS16 to TS23 districts.",
    features: ["Chemical & Process", "Teesdale & Wynyard", "Schools & Academies"],
    geo: { lat: 54.568, lng: -1.316 },
    metaTitle: "Confidential Shredding in Stockton-on-Tees | Certified",
    metaDescription:
      "Secure shredding in Stockton-on-Tees, Thornaby, Billingham and Yarm. Collection and on-site shredding for businesses, schools, NHS teams and homes, TS16-TS23.",
    tagline:
      "One secure shredding service for the whole borough, from Billingham's industrial sites to Yarm's high street.",
    intro: [
      "Stockton-on-Tees covers a wide and varied borough. The town centre and Portrack hold council offices, retailers and trade premises, while Teesdale Business Park in Thornaby is home to office-based employers in professional services and finance. Billingham has a long history in the chemical and process industries, and Wynyard Business Park brings further corporate occupiers to the north of the borough. Each of these employers produces records that must be destroyed securely once they are no longer needed.",
      "The borough's public services are well represented too. The University Hospital of North Tees, Stockton-on-Tees Borough Council, Stockton Riverside College and a large number of schools and academies manage personal data on patients, residents and pupils. In the south of the borough, Yarm, Eaglescliffe and Ingleby Barwick are home to independent schools, professional practices and many households. Our collection, on-site shredding and media destruction services cover every district from TS16 to TS23, with a certificate of destruction issued each time.",
    ],
    places: [
      "Stockton Town Centre",
      "Thornaby",
      "Billingham",
      "Ingleby Barwick",
      "Yarm",
      "Norton",
      "Eaglescliffe",
      "Portrack",
    ],
    postcodes: ["TS16 to TS23 (full borough)"],
    sectors: [],
    localNote:
      "Teesdale, Preston Farm and the Billingham industrial estates have good access for our mobile shredding vehicle. On Yarm's high street and in the older streets of Norton, we arrange parking and timings beforehand. Schools often book collections at the end of each term, while professional practices tend to prefer monthly or quarterly visits that keep office space clear.",
    showContactForm: true,
    featuredOnHome: true,
  },
  {
    slug: "south-shields",
    name: "South Shields",
    county: "Tyne and Wear",
    description:
      "Serving South Shields offices, South Tyneside Council services, the district hospital, the Marine School and local households with confidential waste collections and on-site shredding, from Westoe to Cleadon.",
    features: ["Marine Education", "Hospital Teams", "Town Centre Offices"],
    geo: { lat: 54.9986, lng: -1.4323 },
    metaTitle: "Secure Shredding in South Shields | Collection & On-Site",
    metaDescription:
      "Secure shredding in South Shields for council teams, hospital staff, colleges, offices and households in NE33 and NE34. Certified to BS EN 15713 and recycled.",
    tagline:
      "Careful, certified destruction of confidential waste for the town at the mouth of the Tyne.",
    intro: [
      "South Shields combines a busy town centre with some of South Tyneside's largest public sector employers. South Tyneside Council's Town Hall stands on Westoe Road, and South Tyneside District Hospital in Harton serves patients from across the borough. The Marine School, part of South Tyneside College, trains seafarers and marine engineers, while solicitors, accountants, estate agents and financial advisers work from offices in and around King Street, each holding client files that need careful handling.",
      "Plenty of households in Harton, Westoe and Cleadon also need a secure way to dispose of old bank statements, medical letters and tax records. We provide collection shredding for homes and businesses alike, and on-site mobile shredding for organisations that prefer to watch their documents being destroyed. Hard drives and other media can be destroyed too. All shredding follows BS EN 15713, all of the paper is recycled, and a certificate of destruction is issued after every service.",
    ],
    places: ["Town Centre", "Harton", "Westoe", "Cleadon"],
    postcodes: ["NE33", "NE34"],
    sectors: [],
    localNote:
      "Parking around King Street and Ocean Road can be limited during the day, so we agree loading arrangements in advance for mobile shredding. Surgeries, schools and offices in Harton and Westoe usually have space on site. We also collect from households in Cleadon and across NE33 and NE34, which is useful for estate clear-outs and home office tidy-ups.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "washington",
    name: "Washington",
    county: "Tyne and Wear",
    description:
      "Washington's industrial estates, automotive suppliers near the Nissan plant and IAMP, offices around the Galleries and households from Concord to Usworth can all book secure, certified shredding.",
    features: ["Industrial Estates", "Automotive Suppliers", "A1(M) & A19 Access"],
    geo: { lat: 54.899, lng: -1.533 },
    metaTitle: "Document Shredding in Washington | Secure & Certified",
    metaDescription:
      "Document shredding in Washington, Tyne and Wear, for manufacturers, logistics firms, offices, schools and homes in NE37 and NE38. On-site or collection service.",
    tagline:
      "Planned as a new town, Washington is now a manufacturing and distribution hub with plenty of paperwork to protect.",
    intro: [
      "Washington was planned as a new town, built around older villages and a ring of purpose-built industrial estates, and that layout still shapes its economy. Estates such as Pattinson, Crowther and Armstrong host manufacturers, distributors and engineering firms, many of them supplying the nearby Nissan plant and the International Advanced Manufacturing Park. Supplier agreements, pricing schedules, engineering drawings and staff records all need secure disposal once they are no longer required.",
      "The town also has a substantial office and public sector presence, with businesses near the Galleries, schools across Concord and Oxclose, and healthcare providers serving a large residential population. Sitting between the A1(M) and the A19, Washington is straightforward for us to reach from Darlington. Regular contracts, one-off clear-outs, on-site mobile shredding and hard drive destruction are available across NE37 and NE38, all carried out to BS EN 15713 and finished with a certificate of destruction.",
    ],
    places: ["Town Centre", "Concord", "Oxclose", "Usworth"],
    postcodes: ["NE37", "NE38"],
    sectors: [],
    localNote:
      "Washington's industrial estates are laid out with wide access roads and off-street parking, so our mobile shredding vehicle can usually work right beside your unit. Offices near the Galleries and schools in Oxclose and Usworth are just as accessible. It is a good fit for component suppliers, distribution centres, recruitment agencies and households clearing out old financial paperwork.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "tynemouth",
    name: "Tynemouth",
    county: "Tyne and Wear",
    description:
      "Professional practices, Fish Quay businesses, healthcare teams, schools and households in Tynemouth, North Shields, Cullercoats and Whitley Bay can all use our certified shredding service.",
    features: ["Coastal Practices", "Fish Quay Businesses", "Home Collections"],
    geo: { lat: 55.0176, lng: -1.425 },
    metaTitle: "Secure Shredding in Tynemouth & North Shields",
    metaDescription:
      "Secure shredding in Tynemouth, North Shields, Cullercoats and Whitley Bay for practices, schools, healthcare and homes. Collection or on-site, fully certified.",
    tagline: "Discreet, certified shredding for the coastal towns at the mouth of the Tyne.",
    intro: [
      "Tynemouth and its neighbouring coastal towns have a business community made up largely of smaller organisations. Solicitors, accountants, dental practices, estate agents and independent consultancies operate from Front Street, North Shields and Whitley Bay, and the Fish Quay and Royal Quays host marine, food and trade businesses. Many of these firms have no room for a large shredding machine, yet they still handle client records, payroll data and financial paperwork that must be disposed of properly.",
      "Healthcare and education are major users of secure shredding here as well. North Tyneside General Hospital in North Shields, local GP surgeries and care homes all hold patient information, and schools across NE29 and NE30 manage pupil and safeguarding records. Confidential waste is collected in locked containers, on-site mobile shredding is available where you want to see destruction happen, and hard drives and other media can be destroyed too. Every service is carried out to BS EN 15713 and ends with a certificate of destruction.",
    ],
    places: ["Village", "North Shields", "Cullercoats", "Whitley Bay"],
    postcodes: ["NE29", "NE30"],
    sectors: [],
    localNote:
      "Front Street in Tynemouth Village and the seafront at Whitley Bay can be busy, particularly at weekends and in summer, so we schedule mobile shredding for quieter times where possible. Offices near the Fish Quay and Royal Quays usually have easier parking. Home collections suit residents clearing old tax records and bank statements, and small practices without space for a shredder.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "redcar",
    name: "Redcar",
    county: "North Yorkshire",
    description:
      "Along the coast from Redcar to Saltburn, we destroy confidential waste for industrial contractors around Teesworks and Wilton, council teams, schools, surgeries and households.",
    features: ["Industrial Contractors", "Coastal Communities", "Council Services"],
    geo: { lat: 54.618, lng: -1.069 },
    metaTitle: "Confidential Shredding in Redcar | Collection & On-Site",
    metaDescription:
      "Confidential shredding in Redcar, Marske and Saltburn for industrial contractors, council teams, schools, GP surgeries and households. Certified and recycled.",
    tagline:
      "Where heavy industry meets seaside communities, confidential paperwork still needs certified destruction.",
    intro: [
      "Redcar's economy has long been tied to heavy industry. The former steelworks site, now being redeveloped as Teesworks, and the Wilton International chemical complex draw in engineering contractors, consultants, construction firms and specialist suppliers, all of whom handle tenders, technical documents and personnel records. Redcar and Cleveland Council, based in the town centre, looks after services for residents across the borough, from housing to social care, and generates its own steady volume of confidential paper.",
      "Further along the coast, Marske-by-the-Sea and Saltburn have a mix of small businesses, guest houses, GP surgeries and schools, along with many households. Our service covers the whole of TS10 to TS13, including East Cleveland communities such as Skelton, Brotton and Loftus. Paper can be collected in secure consoles or shredded on-site, hard drives and media can be destroyed, and every job is completed to BS EN 15713 with a certificate of destruction.",
    ],
    places: ["Town Centre", "Marske-by-the-Sea", "Saltburn", "Coatham"],
    postcodes: ["TS10 to TS13"],
    sectors: [],
    localNote:
      "Industrial sites around Teesworks and Wilton have their own security and induction procedures, so we follow site rules and arrange access in advance. In Redcar town centre and on Saltburn's Victorian streets, parking is planned before each visit. Engineering contractors, schools, surgeries, letting agents and households in Marske, Coatham and the surrounding villages all receive the same certified process.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "bishop-auckland",
    name: "Bishop Auckland",
    county: "County Durham",
    description:
      "Covering Bishop Auckland, Newton Aycliffe, Shildon and Crook: certified shredding for Aycliffe Business Park manufacturers, heritage organisations, schools, surgeries and households across south-west Durham.",
    features: ["Aycliffe Business Park", "Heritage & Tourism", "Rural Collections"],
    geo: { lat: 54.664, lng: -1.676 },
    metaTitle: "Secure Shredding in Bishop Auckland | Certified Service",
    metaDescription:
      "Secure shredding in Bishop Auckland, Newton Aycliffe, Shildon and Crook for manufacturers, schools, surgeries and homes. Certified, recycled and documented.",
    tagline:
      "Certified shredding for south-west Durham, from Aycliffe's factories to the market towns of the Wear Valley.",
    intro: [
      "Bishop Auckland has reinvented itself around heritage and tourism, with The Auckland Project's restoration of Auckland Castle and its galleries bringing new visitors and employers to the Market Place. The town remains a service centre for a wide rural hinterland, with Bishop Auckland Hospital, Bishop Auckland College, solicitors, accountants and estate agents serving communities across south-west Durham. Each of these organisations holds personal and financial information that must be destroyed securely when it is no longer needed.",
      "A few miles east, Aycliffe Business Park at Newton Aycliffe is one of the largest business parks in the North East, home to manufacturing, engineering and logistics firms including rolling stock production. Shildon's railway heritage and Crook's role as a market town complete the picture. Scheduled collections, on-site mobile shredding and hard drive destruction are available across DL14 to DL17, with shredding carried out to BS EN 15713 and a certificate of destruction issued after every service.",
    ],
    places: ["Town Centre", "Newton Aycliffe", "Shildon", "Crook"],
    postcodes: ["DL14 to DL17"],
    sectors: [],
    localNote:
      "Aycliffe Business Park's wide roads and yards make mobile shredding simple to arrange, and several departments on one site can be served in a single visit. In Bishop Auckland's Market Place and Newgate Street, we plan parking ahead. Rural customers around Crook and the Wear Valley can book collections too, whether for a farm office, a village surgery or a household clear-out.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "cramlington",
    name: "Cramlington",
    county: "Northumberland",
    description:
      "Confidential shredding for Cramlington's pharmaceutical and manufacturing sites, the specialist emergency care hospital, schools and offices, with collections across NE23 from Eastfield to Dudley.",
    features: ["Pharmaceutical Sites", "Advanced Manufacturing", "Hospital & Care"],
    geo: { lat: 55.0862, lng: -1.586 },
    metaTitle: "Secure Shredding in Cramlington | Pharma & Manufacturing",
    metaDescription:
      "Secure shredding in Cramlington for pharmaceutical and manufacturing sites, healthcare teams, schools, offices and households across NE23. Fully certified.",
    tagline:
      "Traceable destruction of regulated records for one of Northumberland's main manufacturing towns.",
    intro: [
      "Cramlington is one of Northumberland's key industrial centres, with pharmaceutical, life sciences and advanced manufacturing businesses operating from its estates. In regulated industries, controlled documents such as batch records, validation files and superseded procedures must be destroyed in a traceable way once their retention period ends, and our certificate of destruction gives quality teams the evidence they need for audits. Engineering firms, distributors and office-based businesses across the town have similar needs on a smaller scale.",
      "The Northumbria Specialist Emergency Care Hospital, which opened in 2015, brought a major NHS employer to the edge of the town, alongside the GP practices, pharmacies and care homes that hold patient information locally. Cramlington's schools and the offices around Manor Walks add further demand. Across NE23 we offer regular and one-off collections, on-site mobile shredding and hard drive destruction, shredding to BS EN 15713 and recycling all of the shredded paper.",
    ],
    places: ["Town Centre", "Dudley", "Eastfield", "Village"],
    postcodes: ["NE23"],
    sectors: [],
    localNote:
      "Most industrial and business sites in Cramlington, including Nelson Industrial Estate and West Hartford Business Park, have ample parking and loading space, so mobile shredding can take place right outside your building. Sites with controlled access can pre-register our vetted operatives. Manufacturers, laboratories, healthcare providers, schools and households in Eastfield, Dudley and the old village can all book collections.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "blyth",
    name: "Blyth",
    county: "Northumberland",
    description:
      "Blyth's port operators, offshore energy and renewables businesses, public services, schools and households can arrange certified collections or on-site shredding anywhere in NE24, from Cowpen to Newsham.",
    features: ["Port & Offshore", "Renewable Energy", "Household Collections"],
    geo: { lat: 55.127, lng: -1.509 },
    metaTitle: "Confidential Shredding in Blyth | Port & Offshore Energy",
    metaDescription:
      "Confidential shredding in Blyth for port operators, offshore energy firms, schools, surgeries and households in NE24. On-site or collection, fully certified.",
    tagline:
      "From the port to the town centre, secure destruction of records for a Northumberland town with a growing role in offshore energy.",
    intro: [
      "The Port of Blyth has been central to the town for generations, and today it supports offshore wind and wider offshore energy projects alongside traditional cargo. Blyth is also home to renewable energy research and testing facilities, which makes it an important location for the sector. Businesses in this supply chain handle commercially sensitive tenders, technical drawings, crew and contractor records, as well as data held on engineering laptops that must be destroyed properly at the end of their life.",
      "Beyond the port, Blyth has a large residential population and a busy town centre with solicitors, accountants, estate agents and public services. Northumberland County Council provides services locally, and schools, GP practices and care homes all hold personal data. Paperwork goes into locked containers for collection or is shredded on-site by our mobile unit, and hard drives and media can be destroyed as well, all to BS EN 15713 with a certificate of destruction after every service.",
    ],
    places: ["Town Centre", "Blyth Port", "Newsham", "Cowpen"],
    postcodes: ["NE24"],
    sectors: [],
    localNote:
      "Port and industrial sites around Blyth often require contractor inductions or advance notice at the gate, and we arrange this before the first visit. In the town centre and around Newsham and Cowpen, parking for our vehicle is usually straightforward. Offshore contractors, engineering firms, schools, healthcare providers and households can book one-off clear-outs or regular collections.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "jarrow",
    name: "Jarrow",
    county: "Tyne and Wear",
    description:
      "Riverside industries, business parks, South Tyneside public services, schools and households in Jarrow and Hebburn are covered by our secure collections and on-site shredding, from Fellgate to Primrose.",
    features: ["Riverside Industry", "Business Parks", "Schools & Surgeries"],
    geo: { lat: 54.981, lng: -1.485 },
    metaTitle: "Document Shredding in Jarrow & Hebburn | Secure Service",
    metaDescription:
      "Secure document shredding in Jarrow, Hebburn, Fellgate and Primrose for riverside businesses, schools, surgeries and homes. On-site or collection, certified.",
    tagline:
      "Where Bede once wrote and the Jarrow marchers set out, local firms and households can count on certified, secure shredding.",
    intro: [
      "Jarrow's name is known far beyond the North East, from the monastery where the Venerable Bede lived and wrote to the Jarrow March of 1936. Today the town and neighbouring Hebburn form a working part of the Tyne's south bank, with engineering, energy and logistics businesses along the riverside and employers on business parks close to the A19 and the Tyne Tunnel. These firms handle contracts, tenders, personnel files and technical documents that need secure disposal.",
      "Locally, public services matter just as much. South Tyneside Council provides services across the town, Palmer Community Hospital serves Jarrow residents, and schools and GP surgeries in Fellgate, Primrose and Hebburn keep pupil and patient records. We offer collection shredding with lockable consoles and sacks, on-site mobile shredding for witnessed destruction, and hard drive destruction. Shredding follows BS EN 15713, all of the shredded paper is recycled, and you receive a certificate of destruction after each service.",
    ],
    places: ["Town Centre", "Hebburn", "Fellgate", "Primrose"],
    postcodes: ["NE32"],
    sectors: [],
    localNote:
      "Businesses on Monkton Business Park and the industrial units near the Tyne Tunnel approach usually have space for our mobile shredding vehicle, and riverside sites with gate security can share their access procedure in advance. Town-centre premises around Grange Road are served with planned parking. We also collect from households in Fellgate, Primrose and Hebburn.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "spennymoor",
    name: "Spennymoor",
    county: "County Durham",
    description:
      "Secure shredding for Spennymoor and Ferryhill's industrial estates, the Durham Gate development, schools, surgeries and households, with collection and on-site services across DL16 and DL17.",
    features: ["Manufacturing Base", "Office Developments", "Village Collections"],
    geo: { lat: 54.699, lng: -1.601 },
    metaTitle: "Confidential Shredding in Spennymoor | Secure & Certified",
    metaDescription:
      "Confidential shredding in Spennymoor, Tudhoe, Merrington and Ferryhill for manufacturers, offices, schools and households. On-site or collection, DL16-DL17.",
    tagline:
      "Practical, certified shredding for a central Durham town with a strong manufacturing base.",
    intro: [
      "Spennymoor sits in the middle of County Durham, a short drive from Durham City, Bishop Auckland and Newton Aycliffe, and has a long manufacturing history. Industrial estates such as Green Lane and Merrington Lane house engineering, fabrication and distribution businesses, and the Durham Gate development on the edge of town has added office space and new employers. Production records, customer orders, drawings and HR paperwork all build up over time and need secure destruction rather than the general waste bin.",
      "The wider area, including Tudhoe, Merrington and Ferryhill, is largely residential, with schools, GP surgeries, care homes and small professional practices that all handle personal data. We offer regular contracts on weekly, fortnightly, monthly or quarterly schedules, one-off clear-outs, on-site mobile shredding and hard drive destruction across DL16 and DL17. Work is carried out to BS EN 15713, all shredded paper is recycled, and a certificate of destruction confirms each job.",
    ],
    places: ["Town Centre", "Merrington", "Tudhoe", "Ferryhill"],
    postcodes: ["DL16", "DL17"],
    sectors: [],
    localNote:
      "Green Lane and Merrington Lane industrial estates have good access for our mobile shredding vehicle, as do the offices at Durham Gate. Spennymoor's town centre and the villages of Tudhoe and Merrington are usually easy to reach, with parking planned in advance where streets are narrow. Typical clients include manufacturers, care providers, schools, accountants and households.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "ashington",
    name: "Ashington",
    county: "Northumberland",
    description:
      "In Ashington and Bedlington we shred confidential waste for Wansbeck General Hospital teams, the college campus, Ashwood Business Park firms, schools, surgeries and households across NE22 and NE63.",
    features: ["Wansbeck Hospital", "Further Education", "Household Clear-Outs"],
    geo: { lat: 55.181, lng: -1.568 },
    metaTitle: "Secure Shredding in Ashington & Bedlington | Certified",
    metaDescription:
      "Secure shredding in Ashington, Bedlington, Guide Post and North Seaton for NHS teams, schools, colleges, businesses and homes. On-site or collection service.",
    tagline:
      "Health, education and new business have taken the place of coal here, and each produces records that need destroying properly.",
    intro: [
      "Ashington grew as a coal mining town, and its heritage is still celebrated at Woodhorn, where the Northumberland Archives are kept. Today the town's major employers include Wansbeck General Hospital, part of Northumbria Healthcare NHS Foundation Trust, and the Ashington campus of Northumberland College, both of which manage personal records about patients, students and staff. Ashwood Business Park and the North Seaton industrial estate house engineering, construction and service businesses with confidential paperwork of their own.",
      "Neighbouring Bedlington and Guide Post add schools, surgeries, care homes and small businesses to the area we serve, along with many households looking for a secure way to dispose of old financial and medical paperwork. Our services across NE22 and NE63 include scheduled collections, on-site mobile shredding and hard drive destruction. Every service is carried out by vetted staff to BS EN 15713, the shredded paper is fully recycled, and a certificate of destruction is issued each time.",
    ],
    places: ["Town Centre", "Bedlington", "Guide Post", "North Seaton"],
    postcodes: ["NE22", "NE63"],
    sectors: [],
    localNote:
      "Ashwood Business Park and the North Seaton estate have plenty of room for mobile shredding, and hospital and college departments can arrange our access through their facilities teams. In Ashington and Bedlington town centres, we plan parking before each visit. Healthcare providers, schools, housing associations, local businesses and households in Guide Post and beyond are all covered.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "chester-le-street",
    name: "Chester-le-Street",
    county: "County Durham",
    description:
      "Midway between Durham and Newcastle, we serve offices, industrial units, schools, surgeries and households in Chester-le-Street, Birtley, Pelton and Sacriston with secure collections and on-site shredding.",
    features: ["A1(M) Corridor", "Industrial Units", "Village Surgeries"],
    geo: { lat: 54.858, lng: -1.574 },
    metaTitle: "Confidential Shredding in Chester-le-Street | Secure",
    metaDescription:
      "Confidential shredding in Chester-le-Street, Birtley, Pelton and Sacriston for businesses, schools, surgeries and homes in DH2 and DH3. Certified and recycled.",
    tagline:
      "Sitting on the A1(M) between Durham and Tyneside, Chester-le-Street is easy for us to reach for collections and on-site shredding.",
    intro: [
      "Chester-le-Street's position on the A1(M), between Durham and Newcastle, has made it a practical base for offices, trade businesses and distributors. Employers on the town's industrial estates and in Birtley, just to the north, handle customer accounts, delivery records and staff files, while solicitors, accountants and financial advisers around Front Street manage client information. The Riverside, home to Durham County Cricket Club, and nearby Lumley Castle also make the town a venue for events and hospitality businesses.",
      "The surrounding villages, including Pelton and Sacriston, are mainly residential, with schools, GP practices and care homes serving local communities. Chester-le-Street Community Hospital and the Durham County Council services delivered locally also hold sensitive records. We provide collection shredding, on-site mobile shredding and hard drive destruction across DH2 and DH3, carried out to BS EN 15713, with all shredded paper recycled and a certificate of destruction after every service.",
    ],
    places: ["Town", "Birtley", "Pelton", "Sacriston"],
    postcodes: ["DH2", "DH3"],
    sectors: [],
    localNote:
      "Front Street parking is limited during trading hours, so mobile shredding in the town centre is booked with a loading plan in place. Industrial units at Drum and Birtley usually have yard space, which makes on-site shredding straightforward. Village clients in Pelton and Sacriston, from surgeries to households, can arrange collections on a one-off or regular basis.",
    showContactForm: true,
    featuredOnHome: false,
  },
  {
    slug: "wallsend",
    name: "Wallsend",
    county: "Tyne and Wear",
    description:
      "Certified destruction of paper and media for Wallsend's riverside engineering firms, offices near Cobalt and the Silverlink, North Tyneside public services, schools and households from Howdon to Willington Quay.",
    features: ["Subsea & Offshore", "Nearby Office Parks", "Public Services"],
    geo: { lat: 54.991, lng: -1.534 },
    metaTitle: "Secure Shredding in Wallsend | Collection & On-Site",
    metaDescription:
      "Secure shredding in Wallsend, Howdon and Willington Quay for engineering firms, offices, schools, surgeries and households in NE28. Certified and recycled.",
    tagline:
      "Certified shredding where Hadrian's Wall meets the Tyne and shipbuilding has given way to offshore engineering.",
    intro: [
      "Wallsend takes its name from the eastern end of Hadrian's Wall, marked today by Segedunum Roman Fort, and it became famous for shipbuilding on the Tyne. The riverside along Hadrian Road and Willington Quay now supports offshore, subsea and marine engineering firms, whose tenders, technical drawings and contractor records are commercially sensitive. Engineering laptops and servers from these businesses also need secure destruction when they are replaced, so that project data cannot be recovered.",
      "Away from the river, Wallsend is close to Cobalt Business Park and the Silverlink, where large office-based employers manage significant volumes of customer and employee data. North Tyneside Council services, schools, GP practices and care homes in Howdon and the town centre handle personal information every day. We offer scheduled collections, on-site mobile shredding and hard drive destruction across NE28, shredding to BS EN 15713, recycling all of the shredded paper and issuing a certificate of destruction after each service.",
    ],
    places: ["Town Centre", "Hadrian Road", "Howdon", "Willington Quay"],
    postcodes: ["NE28"],
    sectors: [],
    localNote:
      "Riverside engineering yards usually operate controlled gates and site inductions, so we agree access details before the first visit. Offices and shops around the Forum shopping centre and the High Street are served with planned parking. Typical Wallsend clients include marine contractors, office-based businesses, schools, care providers and households in Howdon and Willington Quay.",
    showContactForm: true,
    featuredOnHome: false,
  },
];

export function findArea(slug: string): Area | undefined {
  return areas.find((a) => a.slug === slug);
}

export const homeAreas: readonly Area[] = areas.filter((a) => a.featuredOnHome);
