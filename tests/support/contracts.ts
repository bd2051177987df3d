// A regular contract made as the office makes it, for integration tests.
import { createContract } from "@/lib/contracts/contracts";
import { newContractSchema, type NewContractInput } from "@/lib/contracts/contract-schema";

export async function makeContract(today: string, fields: Partial<NewContractInput> = {}) {
  const input = newContractSchema.parse({
    customer_name: "Dana Contract",
    company_name: "Acme Surgery",
    customer_email: "dana@acme.example",
    customer_phone: "0191 000 0000",
    site_address: "1 High Street, Durham",
    postcode: "DH1 3LE",
    service: "console_emptying",
    containers: "3",
    frequency: "weekly",
    start_day: "2026-11-30",
    price: "40",
    invoicing: "per_visit",
    ...fields,
  });
  return createContract(
    { ...input, postcode: "DH1 3LE", outsideArea: false },
    "office@example.test",
    today,
    () => [],
  );
}
