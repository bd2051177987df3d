import { zodResolver } from "@hookform/resolvers/zod";
import { extend, string } from "zod/mini";
import { quoteSchema } from "@/lib/schemas/quote";

// The quote form's validation, the same schema as the server action's. The form imports this
// module on first focus or submit (quote-form.tsx), so zod is not part of any page's first load.

// The honeypot travels with the form values; the server decides what it means.
export const quoteResolver = zodResolver(extend(quoteSchema, { website: string() }));
