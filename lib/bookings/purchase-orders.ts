import "server-only";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { db } from "@/lib/server/db";
import { purchaseOrderProblem } from "./purchase-order-rule";

// Whether a booking or contract must carry a purchase order number: its site's organisation
// requires one, or the e-mail it is made under is an address of a member of an organisation
// that does (AccountEmail -> OrganisationMember -> Organisation). Read from the database by the
// action that stores it, never from the form.

/** Who the booking or contract is for, as far as the action knows. */
export type PurchaseOrderSubject = { email?: string | null; siteId?: string | null };

/** Does the organisation of the site, or of the member owning `email`, require a number? */
export async function purchaseOrderRequiredFor(subject: PurchaseOrderSubject): Promise<boolean> {
  const email = subject.email?.trim().toLowerCase();
  const [bySite, byEmail] = await Promise.all([
    subject.siteId
      ? db().site.findUnique({
          where: { id: subject.siteId },
          select: { organisation: { select: { purchaseOrderRequired: true } } },
        })
      : null,
    email
      ? db().accountEmail.findUnique({
          where: { email },
          select: {
            account: {
              select: {
                membership: {
                  select: { organisation: { select: { purchaseOrderRequired: true } } },
                },
              },
            },
          },
        })
      : null,
  ]);
  return (
    bySite?.organisation.purchaseOrderRequired === true ||
    byEmail?.account.membership?.organisation.purchaseOrderRequired === true
  );
}

/**
 * The action's refusal at the Purchase order field ('Enter your purchase order number.') when
 * the number is required and missing; null when the booking or contract may be stored.
 */
export async function purchaseOrderRefusal(
  subject: PurchaseOrderSubject,
  purchaseOrder: string | null | undefined,
): Promise<ActionResult<never> | null> {
  if ((purchaseOrder ?? "").trim() !== "") return null;
  const problem = purchaseOrderProblem(await purchaseOrderRequiredFor(subject), purchaseOrder);
  return problem ? fieldRefusal(problem.field, problem.message) : null;
}
