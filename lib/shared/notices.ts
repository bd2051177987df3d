// Notices carried across a redirect in the query string (?notice=<key>) and shown as a toast.
export const notices = {
  "access-denied": {
    kind: "error",
    title: "Access Denied",
    description: "You need admin privileges to access this page",
  },
  /** After an invited colleague set their password (lib/team), on the sign-in. */
  "password-set": {
    kind: "success",
    title: "Password set",
    description: "Your password is set. Sign in with your e-mail and your new password.",
  },
  /** After a customer confirmed Add another e-mail address, on /account. */
  "email-added": {
    kind: "success",
    title: "E-mail address added",
    description: "Its bookings, contracts and invoices now show in your account.",
  },
} as const;

export type NoticeKey = keyof typeof notices;

export function noticeHref(path: string, key: NoticeKey): string {
  return `${path}?notice=${key}`;
}

/** The known notice an address carries (?notice=<key>), if any. */
export function noticeIn(url: URL): NoticeKey | null {
  const key = url.searchParams.get("notice");
  return key && Object.hasOwn(notices, key) ? (key as NoticeKey) : null;
}
