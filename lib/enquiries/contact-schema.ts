import { object } from "zod/mini";
import type { input, output } from "zod/mini";
import { email, optionalText, text } from "@/lib/shared/form-fields";

// The contact form (spec section 5, 'Contact form'), shared by the form and the server action.
export const contactSchema = object({
  name: text({ min: [1, "Name is required"], max: [100, "Name must be less than 100 characters"] }),
  email: email("Invalid email address"),
  phone: optionalText(20, "Phone must be less than 20 characters"),
  company_name: optionalText(200, "Company name must be less than 200 characters"),
  subject: optionalText(200, "Subject must be less than 200 characters"),
  message: text({
    min: [1, "Message is required"],
    max: [1000, "Message must be less than 1000 characters"],
  }),
});

export type ContactInput = input<typeof contactSchema>;
export type Contact = output<typeof contactSchema>;
