import { TeamPanel } from "@/components/team/team-panel";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import { listColleagues } from "@/lib/team/team-data";

// The Team section: the office's colleagues, their roles and invitations (lib/team).

export const metadata = adminSectionMetadata("team");

export default adminPage(async function TeamPage({ admin }) {
  const colleagues = await listColleagues();
  return (
    <div>
      <p className="mt-1 mb-6 text-muted">
        Who may sign in: the Office runs the whole admin; the Crew see their own day on the phone. A
        colleague you add is e-mailed a link to set their password (it works once, for 24 hours).
      </p>
      <TeamPanel colleagues={colleagues} yourId={admin.id} />
    </div>
  );
});
