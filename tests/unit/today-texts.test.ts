import { describe, expect, it } from "vitest";
import { ATTENTION_KINDS, attentionLinks, todayTexts } from "@/lib/office/today-texts";
import { nextWorkingDay } from "@/lib/shared/dates";
import { capacityUse, closedDayText } from "@/lib/office/capacity-text";

describe("capacity use in the board's words", () => {
  it("names the service, the jobs and the capacity", () => {
    expect(capacityUse("collection", 5, 8)).toBe("Collections 5 of 8");
    expect(capacityUse("onsite", 1, 3)).toBe("On-site 1 of 3");
    expect(capacityUse("collection", 9, 8)).toBe("Collections 9 of 8");
  });

  it("says a day is closed with its reason", () => {
    expect(closedDayText("Staff training")).toBe("Closed: Staff training");
  });
});

describe("Today's texts", () => {
  it("counts what needs attention in the singular and the plural", () => {
    const { attention } = todayTexts;
    expect(attention.requests(1)).toBe("1 request not yet confirmed");
    expect(attention.requests(3)).toBe("3 requests not yet confirmed");
    expect(attention.requests(0)).toBe("0 requests not yet confirmed");
    expect(attention.overCapacity(1)).toBe("1 job over capacity");
    expect(attention.overCapacity(2)).toBe("2 jobs over capacity");
    expect(attention.unsignedNotes(1)).toBe("1 unsigned waste transfer note");
    expect(attention.unsignedNotes(4)).toBe("4 unsigned waste transfer notes");
    expect(attention.overdueInvoices(1)).toBe("1 overdue invoice");
    expect(attention.overdueInvoices(2)).toBe("2 overdue invoices");
    expect(attention.failedEmails(1)).toBe("1 e-mail that failed to send");
    expect(attention.failedEmails(5)).toBe("5 e-mails that failed to send");
    expect(attention.duplicatePayments(1)).toBe("1 duplicate card payment refunded");
    expect(attention.duplicatePayments(2)).toBe("2 duplicate card payments refunded");
    expect(attention.couldNotCollect(1)).toBe("Could not collect: 1 job");
    expect(attention.couldNotCollect(2)).toBe("Could not collect: 2 jobs");
    expect(attention.crewRecordingsHeld(1)).toBe("Crew recordings to check: 1 recording");
    expect(attention.crewRecordingsHeld(0)).toBe("Crew recordings to check: 0 recordings");
  });

  it("links every count to its filtered list", () => {
    expect(ATTENTION_KINDS.map((kind) => attentionLinks[kind])).toEqual([
      "/admin/bookings?status=requested",
      "/admin/bookings?capacity=over",
      "/admin/contracts?transferNote=unsigned",
      "/admin/invoices?status=overdue",
      "/admin/emails?status=failed",
      "/admin/invoices/duplicate-payments",
      "/admin/bookings/could-not-collect",
      "/admin/bookings/crew-recordings",
      "/admin/custody?state=collected",
      "/admin/custody?overdue=1",
    ]);
  });

  it("shows the London date in the site's long format and names a job's quantity", () => {
    expect(todayTexts.date("2026-11-25")).toBe("Wednesday 25 November 2026");
    expect(todayTexts.tomorrowHeading("2026-11-26")).toBe("Tomorrow, Thursday 26 November 2026");
    expect(todayTexts.quantity(1, false)).toBe("1 bag or box");
    expect(todayTexts.quantity(3, false)).toBe("3 bags or boxes");
    expect(todayTexts.quantity(2, true)).toBe("2 containers");
  });

  it("plans the next working day when tomorrow is a weekend or a bank holiday, and says so", () => {
    expect(nextWorkingDay("2026-11-26")).toBe("2026-11-27");
    expect(nextWorkingDay("2026-11-27")).toBe("2026-11-30");
    expect(nextWorkingDay("2026-12-24")).toBe("2026-12-29");
    expect(todayTexts.nextWorkingDayHeading("2026-11-30")).toBe(
      "Next working day, Monday 30 November 2026",
    );
    expect(todayTexts.notWorkingTomorrow("2026-11-28")).toBe(
      "Tomorrow, Saturday 28 November 2026, is not a working day: no collections.",
    );
  });
});
