import { expect, test } from "./support/test";
import { bookableDays } from "./support/calendar";
import { E2E_NEXTAUTH_SECRET } from "./support/accounts";
import { plantContract } from "./support/contracts";
import { plantBooking } from "./support/database";
import { plantCertificate, plantInvoice } from "./support/documents";
import { expectWithinWindow } from "./support/width";
import { paths } from "@/lib/shared/paths";
import { signManageToken } from "@/lib/shared/signed-link";

// Every page a customer opens from an e-mail fits a 390 px phone: nothing runs off its side
// (the contract page was 418 px wide, its invoices table's hidden PDF header escaping
// its scrolling box). The admin's sections are held to the window in admin-navigation.spec.ts.
test.skip(({ isMobile }) => !isMobile, "the phone width only");

test("the booking, invoice, contract and certificate pages are no wider than a 390 px window", async ({
  page,
}) => {
  const day = bookableDays()[5]!;
  const reference = `NESS-W${String(Date.now()).slice(-5)}`;
  const booking = await plantBooking({
    reference,
    name: "Wren Widthwise",
    email: "wren@e2e.test",
    service: "collection",
    day,
  });
  const manage = paths.manageBooking(signManageToken(E2E_NEXTAUTH_SECRET, booking.id, day));
  const invoice = await plantInvoice({ bookingId: booking.id });
  const contract = await plantContract([bookableDays()[40]!]);
  // The contract page lists its invoices: the table that overflowed.
  const contractInvoice = await plantInvoice({ contractId: contract.id });
  const certificate = await plantCertificate(booking.id, reference);

  for (const [path, shows] of [
    [manage, reference],
    [invoice.link, invoice.number],
    [contract.link, contractInvoice.number],
    [paths.certificate(certificate.number), certificate.number],
    [`${paths.certificate(certificate.number)}?code=${certificate.checkCode}`, "is valid"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(shows).first()).toBeVisible();
    await expectWithinWindow(page, path);
  }
});
