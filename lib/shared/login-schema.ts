import { z } from "zod";

// Shared by the /auth form and the credentials provider (spec section 5, 'Login').
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email("Invalid email address").max(255, "Email must be less than 255 characters")),
  password: z.string().min(6, "Password must be at least 6 characters").max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** The first message of a failed parse, for the 'Validation Error' toast. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}
