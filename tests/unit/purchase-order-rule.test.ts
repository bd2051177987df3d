import { describe, expect, it } from "vitest";
import { purchaseOrderMissing, purchaseOrderProblem } from "@/lib/bookings/purchase-order-rule";
import { organisationTexts } from "@/lib/organisations/organisation-texts";

describe("the purchase order rule", () => {
  it("asks for a number only where the organisation requires one", () => {
    expect(purchaseOrderMissing(false, "")).toBe(false);
    expect(purchaseOrderMissing(false, null)).toBe(false);
    expect(purchaseOrderMissing(true, "PO-1")).toBe(false);
  });

  it("counts an empty, blank or absent number as missing where one is required", () => {
    expect(purchaseOrderMissing(true, "")).toBe(true);
    expect(purchaseOrderMissing(true, "   ")).toBe(true);
    expect(purchaseOrderMissing(true, undefined)).toBe(true);
  });

  it("names the Purchase order field with the exact message", () => {
    expect(purchaseOrderProblem(true, "")).toEqual({
      field: "purchase_order",
      message: "Enter your purchase order number.",
    });
    expect(organisationTexts.purchaseOrderMissing).toBe("Enter your purchase order number.");
    expect(purchaseOrderProblem(true, "PO-1")).toBeNull();
  });
});
