import { z } from "zod";

// Text a phone sends in JSON (a crew member's note, the customer's printed name, the phone's name,
// a scanned seal, the operator) must be text PostgreSQL can store: a NUL byte, another control
// character, or half of a UTF-16 surrogate pair (an emoji cut in two) is refused with the field's
// own message, so the phone shows why and nothing is stored. Tabs and line breaks are kept.

const UNSTORABLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` holds a character that cannot be stored as it was sent. */
export const hasUnstorableCharacter = (value: string): boolean => UNSTORABLE.test(value);

/** A string refused, with `message`, when it holds a character that cannot be stored. */
export const storableString = (message: string) =>
  z.string().refine((value) => !hasUnstorableCharacter(value), message);
