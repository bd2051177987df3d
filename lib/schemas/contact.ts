import { z } from "zod";

// The contact form (spec section 5, 'Contact form'), shared by the form and the server action.
const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).optional().default("");

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be less than 100 characters"),
  email: z
    .string()
    .trim()
    .max(255, "Email must be less than 255 characters")
    .pipe(z.email("Invalid email address")),
  phone: optionalText(20, "Phone must be less than 20 characters"),
  company_name: optionalText(200, "Company name must be less than 200 characters"),
  subject: optionalText(200, "Subject must be less than 200 characters"),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(1000, "Message must be less than 1000 characters"),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export const emptyContact = {
  name: "",
  email: "",
  phone: "",
  company_name: "",
  subject: "",
  message: "",
} satisfies ContactInput;
