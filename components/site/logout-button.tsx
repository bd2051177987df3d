"use client";

import { signOut, useSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button-styles";

// Shown only to a signed-in user; the session is fetched after load so pages stay static.
export function LogoutButton() {
  const { status } = useSession();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (status !== "authenticated") return null;

  async function logout() {
    setBusy(true);
    try {
      await signOut({ redirect: false });
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
