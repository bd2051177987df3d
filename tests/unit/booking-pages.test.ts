import { describe, expect, it } from "vitest";
import { changeableOnline } from "@/lib/bookings/lifecycle-rules";
import { closeDateNotice, closeDateRefusal } from "@/lib/bookings/capacity-rules";
import { isAdminPath, paths, showsFloatingBook } from "@/lib/shared/paths";
import { closeDateSchema } from "@/lib/bookings/capacity-schema";
import { missingBookingFields } from "@/lib/bookings/booking-rules";

describe("the floating Book a Shred button", () => {
  it("is shown on the public pages", () => {
    for (const path of ["/", "/areas", "/services/on-site-shredding", "/contact", "/news/x"]) {
      expect(showsFloatingBook(path), path).toBe(true);
    }
  });

  it("is not shown on /book or the manage pages", () => {
    for (const path of ["/book", "/bookings/abc", "/bookings/abc/certificate", "/contracts/abc"]) {
      expect(showsFloatingBook(path), path).toBe(false);
    }
    expect(showsFloatingBook("/bookings-guide")).toBe(true);
  });
});

describe("the public frame", () => {
  it("steps aside for the admin, which has its own, and only there", () => {
    for (const path of ["/admin", "/admin/capacity", "/admin/invoices/INV-2026-000001"]) {
      expect(isAdminPath(path), path).toBe(true);
    }
    for (const path of ["/", "/administration-guide", "/auth", "/news/admin"]) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });
});

describe("closing a date", () => {
  it("refuses a date that does not exist instead of rolling it over to March", () => {
    const parsed = closeDateSchema.safeParse({ day: "2027-02-31", reason: "Training" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Please enter a real date");
  });

  it("refuses past days, weekends and bank holidays, and allows today", () => {
    const today = "2026-11-23";
    expect(closeDateRefusal("2026-11-22", today)).toMatch(/passed/);
    expect(closeDateRefusal("2026-11-28", today)).toMatch(/weekends/);
    expect(closeDateRefusal("2026-12-28", today)).toMatch(/bank holidays/);
    expect(closeDateRefusal("2026-11-23", today)).toBeNull();
  });

  it("tells the office how many bookings it will move", () => {
    expect(closeDateNotice(3)).toBe(
      "3 booking(s) on this date will be asked to choose a new date.",
    );
  });

  it("leaves a booking on a closed day changeable online after the cut-off", () => {
    const late = new Date("2026-11-24T18:00:00Z");
    expect(changeableOnline({ status: "confirmed", day: "2026-11-25" }, late)).toBe(false);
    expect(
      changeableOnline({ status: "confirmed", day: "2026-11-25", needsNewDate: true }, late),
    ).toBe(true);
    expect(
      changeableOnline({ status: "collected", day: "2026-11-25", needsNewDate: true }, late),
    ).toBe(false);
  });
});

describe("the booking form's fields", () => {
  it("names each empty required field with its own message", () => {
    expect(
      missingBookingFields({
        service_type: "collection",
        time_slot: "allday",
        selected_date: "",
        customer_name: " ",
        customer_email: "",
      }),
    ).toEqual({
      selected_date: ["Please select a date"],
      customer_name: ["Name is required"],
      customer_email: ["Email is required"],
    });
  });

  it("links /book with the checked postcode", () => {
    expect(paths.bookWithPostcode("YO1 7HH")).toBe("/book?postcode=YO1+7HH");
  });
});
