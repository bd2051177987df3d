import { notFound } from "next/navigation";
import { InboxRecord } from "@/components/office/inbox-record";
import { findArea } from "@/lib/content/areas";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { setEnquiryStatusAction } from "@/lib/office/inbox-actions";
import { adminPage } from "@/lib/server/admin-guard";
import { enquiryStatuses, findEnquiry } from "@/lib/office/inbox";

type Props = { params: Promise<{ id: string }> };

// Below Enquiries: the frame's h1 says Enquiries, the page's heading names the enquiry.
export const metadata = { title: "Enquiry" };

export default adminPage(async function EnquiryDetailPage({ params }: Props) {
  const { id } = await params;
  const enquiry = /^[0-9a-f-]{36}$/.test(id) ? await findEnquiry(id) : null;
  if (!enquiry) notFound();
  const area = enquiry.areaSlug ? (findArea(enquiry.areaSlug)?.name ?? enquiry.areaSlug) : null;
  return (
    <InboxRecord
      back={{ href: "/admin/enquiries", label: "Back to enquiries" }}
      heading={`Enquiry from ${enquiry.name}`}
      status={{
        current: enquiry.status,
        statuses: enquiryStatuses,
        change: setEnquiryStatusAction.bind(null, enquiry.id),
      }}
      rows={[
        ["Kind", enquiry.kind === "quote" ? "Quote request" : "Contact message"],
        ["Received", formatLondonDateTime(enquiry.createdAt)],
        ["Name", enquiry.name],
        ["Email", enquiry.email],
        ["Phone", enquiry.phone],
        ["Company", enquiry.companyName],
        ["Postcode", enquiry.postcode],
        ["Subject", enquiry.subject],
        ["Area page", area],
        ["Message", enquiry.message],
      ]}
      emails={enquiry.emails}
    />
  );
});
