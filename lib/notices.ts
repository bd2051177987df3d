// Notices carried across a redirect in the query string (?notice=<key>) and shown as a toast.
export const notices = {
  "access-denied": {
    kind: "error",
    title: "Access Denied",
    description: "You need admin privileges to access this page",
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
