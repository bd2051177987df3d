import type { SignedInAccount } from "@/lib/account/account-session";

// Placeholder: the account helper writes what the signed-in account shows (its lists); this file
// only lets the page compile on the signin branch, and theirs replaces it at merge.
export function AccountDocuments({ account }: { account: SignedInAccount }) {
  void account;
  return null;
}
