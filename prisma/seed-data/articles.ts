/**
 * Seed content for the news section.
 *
 * Six articles written for North East Secure Shredding. Content is HTML using
 * a small set of tags (h2, h3, p, ul, ol, li, strong, em, blockquote, a) with
 * site-relative links only. The page template supplies the <h1>.
 */

export type SeedArticle = {
  slug: string; // lower-case, hyphenated, unique
  title: string; // <= 70 chars
  excerpt: string; // 1-2 sentences, 120-200 chars
  content: string; // HTML body, 500-800 words
  author: string;
  tags: string[]; // 2-4 tags, Title Case
  isFeatured: boolean;
  metaDescription: string; // 150-160 characters
  publishedAt: string; // ISO 8601 UTC
};

export const seedArticles: readonly SeedArticle[] = [
  {
    slug: "uk-gdpr-disposing-of-paper-records",
    title: "What UK GDPR Requires When You Dispose of Paper Records",
    excerpt:
      "Paper records are covered by UK GDPR just as much as digital files. Here is what the law and the ICO expect when your paperwork reaches the end of its life.",
    content: `<p>Most conversations about data protection focus on computers, cloud systems and cyber attacks. Yet a great deal of personal data in UK organisations still lives on paper: personnel files, client letters, invoices, application forms, patient notes and printed spreadsheets. When those records reach the end of their useful life, how you dispose of them matters just as much as how you stored them.</p>

<h2>Paper records are covered by UK GDPR</h2>
<p>The UK GDPR, read alongside the Data Protection Act 2018, applies to personal data held in a filing system, not only to information held on computers. If your paper records are organised so that you can find information about particular people, for example files sorted by name, reference number or date, they are within scope. The same principles therefore apply to a filing cabinet as to a database.</p>

<h2>The principles that matter at disposal time</h2>
<p>Several of the data protection principles in Article 5 of the UK GDPR bear directly on when and how you get rid of paper:</p>
<ul>
<li><strong>Data minimisation.</strong> You should hold only the personal data that is adequate, relevant and necessary for your purposes. Boxes of old records kept "just in case" sit uneasily with this principle.</li>
<li><strong>Storage limitation.</strong> Personal data should be kept in a form that identifies people for no longer than is necessary. Once a record has served its purpose and any legal retention period has passed, it should be securely destroyed or anonymised.</li>
<li><strong>Integrity and confidentiality.</strong> You must protect personal data against unauthorised access, loss and damage using appropriate measures. That duty continues right up to the point of destruction, including while papers wait to be collected.</li>
<li><strong>Accountability.</strong> You must be able to demonstrate that you comply with the principles, not simply say that you do.</li>
</ul>

<h2>What the ICO expects</h2>
<p>The Information Commissioner's Office (ICO) does not prescribe a single method for destroying paper. Instead, it expects organisations to take a risk-based approach: know what personal data you hold, decide how long you need it, and dispose of it securely when that time comes. In practice, this usually means:</p>
<ul>
<li>a written retention policy or schedule setting out how long each type of record is kept and why;</li>
<li>a secure route for confidential waste, so that personal data never ends up in ordinary recycling or general waste;</li>
<li>proper checks on any contractor you use, because a shredding company destroying your records is acting as your processor, and UK GDPR requires a written contract with processors;</li>
<li>records showing what was destroyed, when and by whom.</li>
</ul>
<p>A personal data breach involving paper, such as files left in an unlocked bin or thrown into a skip, can be just as serious as a digital one. Depending on the risk to the people affected, it may need to be reported to the ICO in the same way.</p>

<h2>Certificates of destruction as evidence</h2>
<p>Accountability is where a certificate of destruction earns its place. A certificate is a written record confirming that your material has been destroyed, typically showing the date, the service carried out and the quantity or type of material. Filed alongside your retention schedule, it shows that records reached the end of their life in a controlled way.</p>
<p>If a client, an auditor or the regulator asks how you dispose of personal data, being able to produce a certificate for each collection or on-site visit is far more convincing than a general assurance. Every service we carry out comes with a certificate of destruction as standard.</p>

<h2>Practical steps for your organisation</h2>
<ol>
<li>Find out what paper records you hold and where they are kept, including archive rooms and off-site storage.</li>
<li>Agree retention periods for each type of record and write them down.</li>
<li>Give staff lockable consoles or secure sacks, so there is always a safe place for confidential paper.</li>
<li>Use a shredding provider that works to BS EN 15713, the standard for the secure destruction of confidential material, and that can explain its chain of custody.</li>
<li>Keep your certificates of destruction together so they are easy to find when you need them.</li>
</ol>

<blockquote><p>This article is general guidance on UK GDPR and the Data Protection Act 2018, not legal advice. The ICO publishes detailed guidance, and you may wish to speak to a data protection professional about your own circumstances.</p></blockquote>

<h2>How we can help</h2>
<p>We are certified to ISO 27001 and BS EN 15713, and we have been helping organisations across the North East dispose of confidential paper securely since 2010. If you have a backlog of records to clear, you can <a href="/book">book a one-off collection or on-site visit online</a>, or <a href="/secure-shredding-quote">request a free quote</a> for a regular service.</p>`,
    author: "Sarah Whitfield, Compliance Lead",
    tags: ["GDPR", "Data Protection", "Compliance"],
    isFeatured: true,
    metaDescription:
      "How UK GDPR applies to disposing of paper records: data minimisation, storage limitation, what the ICO expects and why certificates of destruction matter.",
    publishedAt: "2026-06-09T09:00:00.000Z",
  },
  {
    slug: "why-deleting-files-is-not-enough",
    title: "Why Deleting Files Is Not Enough: Destroying Drives, SSDs and Phones",
    excerpt:
      "Deleting files or formatting a drive rarely removes the data itself. Learn how hard drives, SSDs and phones should be destroyed, and why serial numbers matter.",
    content: `<p>When a computer, laptop or phone reaches the end of its working life, it is tempting to delete the files, empty the recycle bin, perhaps run a factory reset, and then put the device in a cupboard or pass it on. Unfortunately, those steps do not reliably remove the data. Understanding why will help you choose the right way to deal with old equipment.</p>

<h2>What deleting actually does</h2>
<p>On most systems, deleting a file does not erase the information itself. It removes the reference that tells the operating system where the file is stored and marks that space as free to reuse. Until it is overwritten, the data may still be there, and widely available recovery tools can often retrieve it. A quick format works in a similar way: it rebuilds the file system without necessarily wiping what lies underneath.</p>
<p>Factory resets on modern, encrypted phones and tablets are considerably more effective, but the result depends on the make, model, software version and whether the reset completed properly. Just as importantly, a reset gives you no independent evidence that the data has gone. For an organisation that has to account for the personal data it holds, "probably erased" is not a comfortable position.</p>

<h2>Hard disk drives: degaussing or shredding</h2>
<p>Traditional hard disk drives (HDDs) store data magnetically on spinning platters. That makes them suitable for two main destruction methods:</p>
<ul>
<li><strong>Degaussing</strong> exposes the drive to a powerful magnetic field that scrambles the magnetic patterns holding the data. Carried out with suitable equipment, it leaves the data unreadable and usually renders the drive unusable. However, there is nothing to see afterwards to prove it has worked, and it only works on magnetic media.</li>
<li><strong>Physical shredding</strong> breaks the whole drive, platters included, into small fragments. The result is visible and final, and there is no doubt about whether the drive could ever be read again.</li>
</ul>
<p>Some organisations choose to degauss first and shred afterwards for extra assurance, particularly for highly sensitive data.</p>

<h2>SSDs, USB sticks and phones need physical destruction</h2>
<p>Solid state drives (SSDs), USB memory sticks, memory cards and the storage inside smartphones and tablets all use flash memory rather than magnetic platters. Flash memory stores data as electrical charge, so degaussing has no meaningful effect on it.</p>
<p>Flash storage also manages data in ways that make software overwriting less predictable. An SSD spreads its writes across its memory chips and keeps spare areas that the operating system cannot see directly, so an overwrite may not reach every copy of your data. Built-in secure erase commands can help, but how well they are implemented varies between manufacturers.</p>
<p>For these reasons, physical destruction is the most reliable route for flash media. Because the memory chips are small, the device needs to be shredded into small enough pieces that no chip survives intact.</p>

<h2>Why serial numbers matter</h2>
<p>For paper, a certificate of destruction usually records the number of sacks or consoles, or the weight. For electronic media you can go further. Recording the serial number of each drive before it is destroyed lets you match the certificate against your IT asset register, so you can show exactly which devices were destroyed and when.</p>
<p>That audit trail supports the accountability principle under UK GDPR, and it is the kind of evidence often requested during information security audits, including those against ISO 27001. If a laptop ever seems to have gone missing, a certificate listing serial numbers quickly tells you whether its drive was destroyed or whether you have something to investigate.</p>

<h2>A simple process for end-of-life equipment</h2>
<ol>
<li>Keep an up-to-date register of every device that stores data. Remember phones, tablets, external drives, servers and network storage, and check whether your multifunction printers or copiers contain internal storage.</li>
<li>When a device is retired, take it out of use and keep it somewhere secure until it is destroyed, rather than leaving it in an open store room.</li>
<li>If you plan to reuse, resell or recycle the rest of the equipment, remove the drives first and have them destroyed separately.</li>
<li>Record serial numbers and hand the media over to a certified destruction provider.</li>
<li>File the certificate of destruction alongside your asset register.</li>
</ol>

<h2>Let us take care of it</h2>
<p>Our <a href="/services/hard-drive-shredding">hard drive and media destruction service</a> starts from £95 + VAT, and every job comes with a certificate of destruction. If you have a cupboard of old laptops, drives or phones waiting to be dealt with, <a href="/secure-shredding-quote">ask us for a free quote</a>.</p>`,
    author: "North East Secure Shredding Team",
    tags: ["Hard Drives", "Data Security", "Data Protection"],
    isFeatured: true,
    metaDescription:
      "Deleting files does not remove data. Find out why hard drives, SSDs and phones need proper destruction, degaussing versus shredding, and why serials matter.",
    publishedAt: "2026-07-07T09:00:00.000Z",
  },
  {
    slug: "on-site-or-off-site-shredding",
    title: "On-Site or Off-Site Shredding: How to Choose the Right Service",
    excerpt:
      "On-site and off-site shredding both destroy your documents securely. The difference is where it happens, and that affects visibility, cost and chain of custody.",
    content: `<p>Every secure shredding service has the same end goal: your confidential material is destroyed so that it cannot be read or pieced back together. The difference between on-site and off-site shredding is where the destruction takes place. That affects how much of the process you see, what it costs and how well it suits different volumes of paper.</p>

<h2>How on-site shredding works</h2>
<p>With on-site, or mobile, shredding, a vehicle fitted with an industrial shredder comes to your premises. Our team collects your sacks or consoles, takes them out to the vehicle and shreds them there and then. You or a colleague can watch the destruction if you wish. When the job is finished you receive a certificate of destruction, and the shredded paper is taken away for recycling.</p>
<p>On-site shredding suits organisations that want to <strong>witness the destruction</strong> themselves, or whose internal policies, clients or contracts call for it. Legal, medical, financial and HR teams often prefer it for their most sensitive records.</p>

<h2>How off-site shredding works</h2>
<p>With off-site shredding, your sealed sacks or locked consoles are collected and taken securely to our facility at Lingfield Point in Darlington, where they are shredded. You receive a certificate of destruction once your material has been processed.</p>
<p>Because material from many collections can be processed efficiently at a dedicated facility, off-site shredding is generally the more economical option, especially for regular collections and larger volumes. It is well suited to routine office paperwork, archive clear-outs and organisations that want confidential waste dealt with quietly and with minimal disruption.</p>

<h2>Understanding chain of custody</h2>
<p>Chain of custody means being able to account for your material at every stage, from the moment it leaves your control to the moment it is destroyed. Whichever option you choose, it is the most important thing to ask a provider about.</p>
<p>On-site shredding keeps the chain very short: your material leaves the building and is destroyed a few metres away, often in sight. Off-site shredding adds transport and handling stages, so the controls around those stages matter more. BS EN 15713, the standard for the secure destruction of confidential material, sets out requirements covering areas such as secure premises and vehicles, staff screening and the handling of material before it is destroyed. A provider certified to the standard, as we are, should be able to explain clearly how it meets them.</p>

<h2>Comparing the two</h2>
<ul>
<li><strong>Visibility:</strong> on-site lets you watch your documents being destroyed; off-site relies on documented, audited procedures and your certificate.</li>
<li><strong>Cost:</strong> our on-site shredding starts from £95 + VAT, and off-site collection shredding starts from £65 + VAT.</li>
<li><strong>Volume:</strong> both can handle small and large quantities, but off-site is often the more cost-effective choice for very large clear-outs.</li>
<li><strong>Practicalities:</strong> on-site shredding needs somewhere safe for the vehicle to park reasonably close to your entrance; off-site only needs access for collection.</li>
<li><strong>Evidence:</strong> both come with a certificate of destruction as standard.</li>
</ul>

<h2>Questions to help you decide</h2>
<ol>
<li>Do your clients, regulators or internal policies require witnessed destruction?</li>
<li>How sensitive is the material? Is it routine correspondence, or medical, legal, financial or personnel records?</li>
<li>How much is there, and how often will you need the service?</li>
<li>Is there space for a shredding vehicle to park safely near your premises?</li>
<li>Who in your organisation will sign for collections and look after the certificates?</li>
</ol>
<p>Many organisations use a mix of both: a regular off-site collection for everyday paperwork, with an occasional on-site visit for particularly sensitive material or a large one-off clear-out.</p>

<h2>One-off visits or regular contracts</h2>
<p>Both services are available as one-off bookings or as part of a regular contract, with weekly, fortnightly, monthly or quarterly visits. A regular schedule means confidential paper does not build up in offices and store rooms, and it gives you a steady record of certificates for your files.</p>

<h2>Next steps</h2>
<p>You can read more about <a href="/services/on-site-shredding">on-site shredding</a> and <a href="/services/off-site-shredding">off-site shredding</a>, or if you are still unsure which is right for you, <a href="/secure-shredding-quote">request a free quote</a> and we will recommend the most suitable option.</p>`,
    author: "North East Secure Shredding Team",
    tags: ["On-Site Shredding", "Off-Site Shredding", "Business Tips"],
    isFeatured: true,
    metaDescription:
      "On-site or off-site shredding? Compare witnessed destruction, cost, volume and chain of custody to choose the right secure shredding service for your business.",
    publishedAt: "2026-08-04T09:00:00.000Z",
  },
  {
    slug: "document-retention-periods-small-businesses",
    title: "Document Retention Periods: A Practical Guide for Small Businesses",
    excerpt:
      "How long should you keep invoices, payroll records, staff files and contracts? A plain-English overview of common UK retention periods for small businesses.",
    content: `<p>Knowing when you can safely destroy old paperwork is one of the more confusing parts of running a small business. Keep records for too short a time and you may not be able to answer questions from HMRC or defend a claim. Keep them for too long and you are holding personal data you no longer need, which sits uneasily with the storage limitation principle of UK GDPR. A simple retention schedule solves both problems.</p>

<blockquote><p>This article is general guidance only and is not legal or tax advice. Retention rules change, and your circumstances, sector or contracts may require different periods. Check the current guidance on GOV.UK and speak to your accountant or a legal adviser if you are unsure.</p></blockquote>

<h2>Financial and tax records</h2>
<p>For a limited company, HMRC guidance is that company and accounting records should be kept for <strong>6 years from the end of the last company financial year they relate to</strong>. You may need to keep them for longer in some circumstances, for example where a transaction spans more than one accounting period, where the company has bought an asset expected to last more than six years, where a Company Tax Return was sent late, or where HMRC has opened a compliance check.</p>
<p>This covers sales and purchase invoices, receipts, bank statements, petty cash records and the other paperwork behind your accounts. VAT-registered businesses should generally keep VAT records for at least 6 years as well.</p>
<p>If you are a sole trader or in a partnership, the rule for Self Assessment is different: records should be kept for at least 5 years after the 31 January submission deadline for the relevant tax year.</p>

<h2>Payroll records</h2>
<p>HMRC asks employers to keep PAYE payroll records, such as pay, deductions and statutory payments, for <strong>3 years from the end of the tax year they relate to</strong>. However, records showing that you have paid at least the National Minimum Wage must now be kept for 6 years, so many employers simply keep all payroll records for 6 years to be safe.</p>

<h2>Employee records</h2>
<p>There is no single legal retention period for a personnel file once someone leaves. Many employers keep the main records for around 6 years after employment ends, which broadly matches the time limit for many types of legal claim. Some records have their own rules:</p>
<ul>
<li><strong>Right to work checks:</strong> copies should be kept for the duration of employment and for 2 years afterwards.</li>
<li><strong>Working time records:</strong> records showing compliance with working time limits should be kept for 2 years.</li>
<li><strong>Accident records:</strong> records of reportable accidents and incidents should be kept for at least 3 years, and sometimes longer where there is a risk of a later claim.</li>
<li><strong>Unsuccessful job applicants:</strong> many employers keep application forms and interview notes for around 6 months, unless the candidate has agreed to be kept on file for future vacancies.</li>
</ul>
<p>Whatever periods you choose, record them in your retention schedule and explain them in your privacy notice for staff.</p>

<h2>Contracts and agreements</h2>
<p>In England and Wales, the time limit for bringing most claims under an ordinary contract is 6 years from the date of the breach, and for contracts signed as a deed it is 12 years. For that reason, many businesses keep contracts for 6 years after they end, or 12 years for deeds. Scotland has different rules, so take advice if you trade there.</p>

<h2>Company records</h2>
<p>Some records must be kept for much longer. Limited companies must keep minutes of board and general meetings for at least 10 years, and statutory registers and formation documents are generally kept for the life of the company.</p>

<h2>Putting it into practice</h2>
<ol>
<li>List the main types of record you hold, on paper and electronically.</li>
<li>Note the retention period for each, and the reason for it.</li>
<li>Label archive boxes with a "destroy after" date so the decision is easy later.</li>
<li>Review your archive once or twice a year and securely destroy anything past its date.</li>
<li>Keep your certificates of destruction as evidence that the schedule is being followed.</li>
</ol>

<h2>Clearing out expired records</h2>
<p>Once you have identified records that are past their retention date, we can collect and destroy them securely, with a certificate of destruction for your files. You can <a href="/book">book a one-off collection online</a>, or set up <a href="/services/contracts">a regular shredding contract</a> to keep on top of it throughout the year.</p>`,
    author: "North East Secure Shredding Team",
    tags: ["Document Retention", "Business Tips", "Compliance"],
    isFeatured: false,
    metaDescription:
      "How long should a small UK business keep financial records, payroll, employee files and contracts? A practical overview of common document retention periods.",
    publishedAt: "2026-09-01T09:00:00.000Z",
  },
  {
    slug: "what-happens-to-paper-after-shredding",
    title: "What Happens to Your Paper After It Has Been Shredded",
    excerpt:
      "Secure shredding is only half the story. Follow your confidential paper from the shredder to the paper mill, and see how recycling it benefits the environment.",
    content: `<p>When your confidential waste is shredded, the security job is done: the information can no longer be read or reconstructed. But the paper itself still has value. At North East Secure Shredding, <strong>100% of the paper we shred is recycled</strong>. Here is what happens to it after it leaves the shredder.</p>

<h2>Step 1: Shredding comes first</h2>
<p>Nothing leaves our control in a readable form. Whether your documents are destroyed on-site in one of our shredding vehicles or at our facility at Lingfield Point in Darlington, they are shredded before anything else happens. Shredding is carried out in line with BS EN 15713, the standard for the secure destruction of confidential material, and you receive a certificate of destruction for every service.</p>
<p>Shredded paper is then combined with material from many other customers. That adds a further layer of protection, because fragments from any one organisation end up spread through a very large volume of paper.</p>

<h2>Step 2: Baling</h2>
<p>Loose shredded paper takes up a great deal of space, so it is compressed into large, dense bales. Baling makes the material much easier and more efficient to store, handle and transport, which means fewer journeys for the same amount of paper.</p>

<h2>Step 3: To the paper mill</h2>
<p>The bales are sent on to paper mills for recycling. At the mill, the paper is mixed with water and broken down into a pulp, separating the individual fibres. The pulp is then screened and cleaned to remove anything that is not paper, such as staples, paper clips and bits of plastic. Where needed, inks are removed in a process known as de-inking.</p>
<p>This is one reason you do not need to remove staples or paper clips before putting documents in your confidential waste: they are dealt with as a normal part of the recycling process.</p>

<h2>Step 4: New paper products</h2>
<p>The cleaned fibres are formed into new sheets and rolls of paper and board. Shredding shortens paper fibres, so shredded office paper is often used to make products where very long fibres are not essential, such as tissue, packaging and cardboard. Paper fibres can be recycled several times before they become too short to reuse, so the paper from your old files may go on to have more than one further life.</p>

<h2>Why recycling shredded paper matters</h2>
<p>Sending shredded paper for recycling rather than to landfill or incineration brings real environmental benefits:</p>
<ul>
<li><strong>Less demand for new fibre.</strong> Recycled fibre reduces the amount of virgin wood pulp needed to make new paper products.</li>
<li><strong>Less waste to landfill.</strong> Paper that breaks down in landfill can release methane, a powerful greenhouse gas. Recycling keeps it out of the ground.</li>
<li><strong>Resources kept in use.</strong> Making paper from recycled fibre generally uses less energy and water than making it from virgin pulp.</li>
<li><strong>Support for your own reporting.</strong> Knowing that your confidential waste is recycled can help with your organisation's environmental or sustainability reporting.</li>
</ul>

<h2>Our commitment: ISO 14001</h2>
<p>We are certified to ISO 14001, the international standard for environmental management systems. It means we have a structured system for identifying and managing the environmental effects of our work, meeting our environmental obligations, and setting objectives to keep improving. It sits alongside our ISO 9001 certification for quality management and ISO 27001 certification for information security, so environmental care never comes at the expense of security.</p>

<h2>How you can help</h2>
<p>The cleaner the paper, the better it recycles. When filling your sacks or consoles:</p>
<ul>
<li>include all kinds of paper documents, from letters and invoices to notebooks and printouts;</li>
<li>leave staples and paper clips in place, as there is no need to remove them;</li>
<li>keep out food and drink waste, batteries, glass and general rubbish;</li>
<li>keep electronic media such as hard drives, USB sticks and discs separate, so they can be destroyed through the right service.</li>
</ul>

<h2>Shred securely and sustainably</h2>
<p>Whether you need a one-off clear-out or a regular service, your confidential paper will be destroyed securely and recycled. <a href="/book">Book a collection online</a> or <a href="/secure-shredding-quote">get a free quote</a> for a regular contract.</p>`,
    author: "North East Secure Shredding Team",
    tags: ["Recycling", "Sustainability", "Environment"],
    isFeatured: true,
    metaDescription:
      "What happens to paper after secure shredding? How shredded documents are baled, sent to paper mills and recycled into new products, and why ISO 14001 matters.",
    publishedAt: "2026-10-06T09:00:00.000Z",
  },
  {
    slug: "office-clear-out-confidential-waste-checklist",
    title: "Office Clear-Out or Move? A Confidential Waste Checklist",
    excerpt:
      "Moving premises or clearing out an office, school or practice? Use this checklist to deal with confidential paperwork securely, from planning to final sweep.",
    content: `<p>An office move or a big clear-out is one of the riskiest times for confidential information. Filing cabinets are emptied in a hurry, boxes pile up in corridors and old paperwork turns up in forgotten cupboards. With a little planning, you can make sure none of it ends up in the wrong hands. This checklist works for businesses of every size, and for schools, GP surgeries, dental practices and other NHS services too.</p>

<h2>Before the clear-out</h2>
<ol>
<li><strong>Name a person in charge.</strong> Give one person responsibility for confidential waste, so there is no confusion about who decides what is kept and what is destroyed.</li>
<li><strong>Check your retention schedule.</strong> Decide which records must move with you and which have passed their retention date. Schools may find the records retention toolkit published by the Information and Records Management Society (IRMS) helpful, and NHS organisations should follow the Records Management Code of Practice for health and social care.</li>
<li><strong>Book shredding early.</strong> Arrange collections or on-site visits in advance, ideally one before the move and one afterwards for anything that turns up late.</li>
<li><strong>Order enough sacks or consoles.</strong> It is better to have spare capacity than to have staff improvising with cardboard boxes and bin bags.</li>
<li><strong>Decide on on-site or off-site.</strong> For very sensitive material, such as patient records, safeguarding files or HR records, you may prefer on-site shredding so the destruction can be witnessed.</li>
</ol>

<h2>What to put in your confidential waste sacks</h2>
<ul>
<li>Letters, invoices, statements and receipts</li>
<li>Personnel, pupil, patient and client files</li>
<li>Printed emails, reports and spreadsheets</li>
<li>Notebooks, diaries and desk pads</li>
<li>Sticky notes and message slips</li>
<li>Envelopes and labels showing names or addresses</li>
<li>Old forms, cheque books and paying-in books</li>
</ul>
<p><strong>There is no need to remove staples or paper clips.</strong> Our shredders handle them, and they are separated out later in the recycling process. Taking them out only slows your team down.</p>

<h2>What to keep out</h2>
<ul>
<li>Food and drink waste, cups and wrappers</li>
<li>Batteries of any kind</li>
<li>Glass, liquids and aerosols</li>
<li>Clinical waste or sharps, which must go through the proper clinical waste route</li>
<li>General rubbish that is not confidential</li>
<li>Electronic media such as hard drives, USB sticks, CDs, DVDs and phones, which should be handled separately</li>
</ul>
<p>Keeping these items out protects our staff and equipment and means the shredded paper can be recycled. If you are not sure whether something can go in, ask us before the day.</p>

<h2>During the move</h2>
<ul>
<li>Keep filled sacks in a locked room or secure area, not in corridors, reception or car parks.</li>
<li>Do not overfill sacks; seal them properly so nothing can fall out.</li>
<li>Keep confidential waste clearly separate from general rubbish and from items being moved to the new site.</li>
<li>Make sure removal firms know which boxes and sacks must not be touched.</li>
</ul>

<h2>Do not forget the hidden places</h2>
<p>Before you hand back the keys, walk round every room and check:</p>
<ul>
<li>desk drawers, pedestals and the backs of filing cabinets;</li>
<li>archive rooms, lofts, basements and store cupboards;</li>
<li>printer and copier trays, and the areas around them;</li>
<li>noticeboards and whiteboards;</li>
<li>old computers, laptops, phones and copiers that may contain stored data.</li>
</ul>

<h2>Old IT equipment</h2>
<p>Hard drives and other storage media need their own treatment. Removing them from old equipment and having them physically destroyed, with serial numbers recorded where possible, gives you much more confidence than relying on deletion or a factory reset.</p>

<h2>After the clear-out</h2>
<p>Keep your certificates of destruction with your records. They show that confidential information was disposed of properly during the move, which is useful evidence under UK GDPR's accountability principle and for any future audit or inspection.</p>

<h2>Planning a move or clear-out?</h2>
<p>We can help with one-off clear-outs as well as regular collections. <a href="/book">Book your clear-out online</a>, <a href="/secure-shredding-quote">request a free quote</a> for larger volumes, or find out more about our <a href="/services/hard-drive-shredding">hard drive and media destruction service</a> for your old IT equipment.</p>`,
    author: "North East Secure Shredding Team",
    tags: ["Business Tips", "Office Moves", "Confidential Waste"],
    isFeatured: false,
    metaDescription:
      "Planning an office move or clear-out? Use our confidential waste checklist for businesses, schools and NHS practices: what to shred, what to keep out and more.",
    publishedAt: "2026-11-03T09:00:00.000Z",
  },
];
