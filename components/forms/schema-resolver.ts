import { zodResolver } from "@hookform/resolvers/zod";
import { extend, string, type ZodMiniObject } from "zod/mini";

// A form's validation with the same zod schema as its server action. use-action-form.ts imports
// this module on first focus or submit, so zod is not part of any page's first load.

// The honeypot travels with the form values; the server decides what it means.
export const schemaResolver = (schema: ZodMiniObject) =>
  zodResolver(extend(schema, { website: string() }));
