// What the admin's 'Sign out everywhere' button says (components/admin/sign-out-everywhere.tsx).
export const signOutEverywhereMessages = {
  button: "Sign out everywhere",
  doneTitle: "Signed out everywhere",
  doneDescription: "Every session of your account has ended, on every device.",
  failed: "Failed to sign out everywhere",
} as const;
