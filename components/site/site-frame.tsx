import { Footer } from "./footer";
import { Header } from "./header";
import { PublicFrame } from "./public-frame";

// Header and footer are rendered on the server and handed to the public frame, which leaves them
// out under /admin (the office's application has its own frame: components/admin/admin-frame.tsx).
export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <PublicFrame header={<Header />} footer={<Footer />}>
      {children}
    </PublicFrame>
  );
}
