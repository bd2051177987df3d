import { z } from "zod";
import { stripControlCharacters } from "./control-characters";

/**
 * A string as a person typed it, for the full-zod schemas (admin, sign-in, webhook): control
 * characters dropped, then trimmed. The public forms' zod/mini equivalent is text() in
 * form-fields.ts.
 */
export const typedString = () => z.string().overwrite(stripControlCharacters).trim();
