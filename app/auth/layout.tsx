import { SiteFrame } from "@/components/site/site-frame";

// The sign-in page is a public page: the public frame, as every page outside the admin.
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
