import { ShreddersPanel } from "@/components/custody/shredders-panel";
import { DestructionRun } from "@/components/custody/destruction-run";
import { adminSectionMetadata } from "@/lib/office/sections";
import { runPageData } from "@/lib/custody/run-page";
import { listShredders } from "@/lib/custody/shredders";
import { adminPage } from "@/lib/server/admin-guard";

export const metadata = adminSectionMetadata("destruction");

// Destruction runs in the admin: the same run as on the crew's phone (typed or from a
// hand scanner: the camera is the phone's), and the facility's shredders, kept here.
export default adminPage(async function DestructionPage({ admin }) {
  const [data, shredders] = await Promise.all([runPageData(admin), listShredders()]);
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div className="max-w-md">
        <DestructionRun {...data} camera={false} />
      </div>
      <ShreddersPanel shredders={shredders} />
    </div>
  );
});
