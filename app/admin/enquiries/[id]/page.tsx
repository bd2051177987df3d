import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { DetailList } from "@/components/admin/detail-list";
import { EmailLog } from "@/components/admin/email-log";
import { StatusControl } from "@/components/admin/status-control";
import { findArea } from "@/lib/content/areas";
import { setEnquiryStatusAction } from "@/lib/server/actions/admin-inbox-actions";
import { enquiryStatuses, findEnquiry } from "@/lib/server/data/inbox";
import { adminPage } from "@/lib/server/admin-guard";
import { formatLondonDateTime } from "@/lib/format-date";

type Props = { params: Promise<{ id: string }> };

export default adminPage(async function EnquiryDetailPage({ params }: Props) {
  const { id } = await params;
  const enquiry = /^[0-9a-f-]{36}$/.test(id) ? await findEnquiry(id) : null;
  if (!enquiry) notFound();
  const rows: [string, string | null][] = [
    ["Kind", enquiry.kind === "quote" ? "Quote request" : "Contact message"],
    ["Received", formatLondonDateTime(enquiry.createdAt)],
    ["Name", enquiry.name],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone],
    ["Company", enquiry.companyName],
    ["Postcode", enquiry.postcode],
    ["Subject", enquiry.subject],
    ["Area page", enquiry.areaSlug ? (findArea(enquiry.areaSlug)?.name ?? enquiry.areaSlug) : null],
    ["Message", enquiry.message],
  ];
  const setStatus = setEnquiryStatusAction.bind(null, enquiry.id);
  return (
    <div className="max-w-3xl">
      <Link href="/admin/enquiries" className="text-sm font-semibold text-accent-700 underline">
        Back to enquiries
      </Link>
      <h2 className="mt-3 text-2xl font-bold text-brand-900">Enquiry from {enquiry.name}</h2>
      <div className="mt-4">
        <StatusControl current={enquiry.status} statuses={enquiryStatuses} change={setStatus} />
      </div>
      <DetailList rows={rows} />
      <h3 className="mt-8 mb-3 text-lg font-bold text-brand-900">E-mails</h3>
      <EmailLog
        emails={enquiry.emails.map((e) => ({ ...e, sentAt: e.sentAt?.toISOString() ?? null }))}
      />
    </div>
  );
});
