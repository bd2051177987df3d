"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { clearSessionHint, hasSessionHint } from "@/lib/shared/session-hint";

// Shown only to a signed-in user. Pages stay static: the session is asked for after load, and
// only from a browser that has signed in (the hint cookie), so anonymous visitors load no auth
// code and make no session request. The admin's frame knows its user and says so (`signedIn`).
export function LogoutButton({ signedIn: known = false }: { signedIn?: boolean }) {
  const pathname = usePathname();
  const router = useRouter();
  const [signedIn, setSignedIn] = useState(known);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (known || !hasSessionHint()) return;
    let current = true;
    fetch("/api/auth/session", { cache: "no-store" })
      .then((response) => response.json() as Promise<{ user?: unknown } | null>)
      .then((session) => current && setSignedIn(Boolean(session?.user)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, known]);

  if (!signedIn) return null;

  async function logout() {
    setBusy(true);
    const { toast } = await import("@/components/toast");
    try {
      const { signOut } = await import("next-auth/react");
      await signOut({ redirect: false });
      clearSessionHint();
      // The crew app's pages kept on this phone for use without signal are this user's.
      const { forgetCrewPages } = await import("@/lib/crew/offline-app");
      await forgetCrewPages();
      setSignedIn(false);
      toast.success("Logged out", { description: "You have been logged out successfully" });
      router.push("/");
      router.refresh();
    } catch (error) {
      toast.error("Error", {
        description: error instanceof Error && error.message ? error.message : "Failed to log out",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={logout} disabled={busy} className={buttonClass("outline")}>
      Logout
    </button>
  );
}
