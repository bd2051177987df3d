import { object, string, regex, type input } from "zod/mini";
import { email } from "@/lib/shared/form-fields";
import { signInTexts } from "./sign-in-texts";

// The sign-in link's and Add another e-mail address's forms, shared by the forms in the browser
// (zod mini, loaded on first use) and the actions on the server.

export const signInLinkSchema = object({ email: email(signInTexts.invalidEmail) });
export type SignInLinkInput = input<typeof signInLinkSchema>;

export const addEmailSchema = object({ email: email(signInTexts.invalidEmail) });
export type AddEmailInput = input<typeof addEmailSchema>;

/** An e-mailed link's token: 32 random bytes, base64url (lib/server/secret-token.ts). */
export const accountLinkTokenSchema = string().check(regex(/^[A-Za-z0-9_-]{43}$/));
