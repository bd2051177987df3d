import Link from "@/components/ui/link";
import { RetryEmailButton } from "@/components/admin/email-log";
import { ListPages } from "@/components/admin/list-pages";
import { AttentionList } from "@/components/office/attention-list";
import { failedEmailTexts as texts } from "@/lib/office/today-texts";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { parsePageNumber } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import { failedEmailsPage, type FailedEmail } from "@/lib/server/mail/failed-emails";

type Props = { searchParams: Promise<{ status?: string; page?: string }> };

// Failed e-mails: the list Today's "e-mails that failed to send" opens. Not a tab.
export const metadata = adminSectionMetadata("emails");

export default adminPage(async function FailedEmailsPage({ searchParams }: Props) {
  const { page } = await searchParams;
  const list = await failedEmailsPage(parsePageNumber(page) ?? 1);
  return (
    <AttentionList
      texts={texts}
      headers={[...texts.headers, "Send again"]}
      rows={list.items.map((email) => ({
        key: email.id,
        cells: [
          <span key="to" className="break-all">
            {email.toAddress}
          </span>,
          email.subject,
          <span key="error" className="break-words text-red-700">
            {email.lastError ?? "-"}
          </span>,
          formatLondonDateTime(email.failedAt),
          <RecordLink key="about" email={email} />,
          <RetryEmailButton key="retry" id={email.id} subject={email.subject} />,
        ],
      }))}
      pages={
        <ListPages
          page={list}
          noun="failed e-mails"
          path={paths.adminEmails}
          filter={{ status: "failed" }}
        />
      }
    />
  );
});

/** What the e-mail was about: its booking, enquiry or invoice in the admin. */
function RecordLink({ email }: { email: FailedEmail }) {
  const link = email.booking
    ? { href: paths.adminBooking(email.booking.id), label: texts.booking(email.booking.reference) }
    : email.enquiry
      ? { href: paths.adminEnquiry(email.enquiry.id), label: texts.enquiry(email.enquiry.name) }
      : email.invoice
        ? {
            href: paths.adminInvoicePdf(email.invoice.number),
            label: texts.invoice(email.invoice.number),
          }
        : null;
  if (!link) return <>{texts.noRecord}</>;
  return (
    <Link href={link.href} className="font-semibold text-accent-700 underline">
      {link.label}
    </Link>
  );
}
