import "server-only";
import { randomInt } from "node:crypto";

// Human booking references, e.g. NESS-7K3Q9P: no 0/O or 1/I/L to misread on the phone.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function newBookingReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `NESS-${code}`;
}
