import { describe, expect, it } from "vitest";
import { hasRequiredBookingFields } from "@/lib/bookings/booking-rules";

const complete = {
  selected_date: "2026-12-02",
  service_type: "collection",
  time_slot: "am",
  customer_name: "Jo Bloggs",
  customer_email: "jo@bloggs.co.uk",
};

describe("the booking's 'Missing Information' rule", () => {
  it("is satisfied by a date, a service, a slot, a name and an e-mail address", () => {
    expect(hasRequiredBookingFields(complete)).toBe(true);
  });

  it.each(Object.keys(complete))("fails when %s is missing, empty or only spaces", (field) => {
    expect(hasRequiredBookingFields({ ...complete, [field]: undefined })).toBe(false);
    expect(hasRequiredBookingFields({ ...complete, [field]: null })).toBe(false);
    expect(hasRequiredBookingFields({ ...complete, [field]: "" })).toBe(false);
    expect(hasRequiredBookingFields({ ...complete, [field]: "   " })).toBe(false);
  });

  it("does not ask for the optional phone, company, address or requirements", () => {
    const withOptionalsEmpty = { ...complete, customer_phone: "", company_name: "" };
    expect(hasRequiredBookingFields(withOptionalsEmpty)).toBe(true);
  });
});
