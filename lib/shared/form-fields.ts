import {
  _default,
  email as emailFormat,
  maxLength,
  minLength,
  optional,
  overwrite,
  pipe,
  string,
  transform,
  trim,
  unknown,
} from "zod/mini";
import { stripControlCharacters } from "./control-characters";
import { parseQuantity } from "./quantity";

// Building blocks of the public forms' schemas (quote, contact, booking). The quote and contact
// schemas also run in visitors' browsers (loaded when the form is first used), so they use zod's
// "mini" build: its chunk is 85 KB (23 KB gzipped) instead of 107 KB (30 KB) with the full build,
// which the admin's schemas and the server keep using.

type Limit = [length: number, message: string];

/**
 * A trimmed string without control characters, optionally with a minimum and maximum length
 * (each with its message).
 */
export function text(limits: { min?: Limit; max?: Limit }) {
  return string().check(
    overwrite(stripControlCharacters),
    trim(),
    ...(limits.min ? [minLength(...limits.min)] : []),
    ...(limits.max ? [maxLength(...limits.max)] : []),
  );
}

/** A trimmed string that may be left out: it then reads as "". */
export function optionalText(max: number, message: string) {
  return _default(optional(text({ max: [max, message] })), "");
}

/** A trimmed e-mail address of at most 255 characters. */
export function email(invalidMessage: string) {
  return pipe(
    text({ max: [255, "Email must be less than 255 characters"] }),
    emailFormat(invalidMessage),
  );
}

/** A quantity: a real integer or plain decimal digits, nothing Number() would also read. */
export function quantity(message: string) {
  return pipe(
    unknown(),
    transform((value, context) => {
      const parsed = parseQuantity(value);
      if (parsed === null) context.issues.push({ code: "custom", message, input: value });
      return parsed ?? 0;
    }),
  );
}
