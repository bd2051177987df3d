/** Who changes a booking or an invoice: the customer through their signed link, or an office member. */
export type Actor = { kind: "customer" } | { kind: "admin"; email: string };
