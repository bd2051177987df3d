import { z } from "zod";
import { staffRoles } from "./roles";
import { teamTexts } from "./team-texts";

// The Team section's forms, shared by the forms in the browser and the actions on the server.

/** The one password rule for staff: the Team's set-password page and `npm run user:create`. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const staffPassword = (message: string) =>
  z.string().min(PASSWORD_MIN_LENGTH, message).max(PASSWORD_MAX_LENGTH);

export const inviteSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter a name")
    .max(100, "Name must be less than 100 characters"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email("Invalid email address").max(255, "Email must be less than 255 characters")),
  role: z.enum(staffRoles, "Please choose a role"),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const roleChangeSchema = z.object({
  userId: z.uuid(),
  role: z.enum(staffRoles, "Please choose a role"),
});

export const colleagueSchema = z.object({ userId: z.uuid() });

/** The link's token: 32 random bytes, base64url (lib/server/secret-token.ts). */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const setPasswordSchema = z
  .object({
    token: invitationTokenSchema,
    password: staffPassword(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    confirm: z.string(),
  })
  .refine((input) => input.password === input.confirm, {
    message: teamTexts.passwordsDiffer,
    path: ["confirm"],
  });
