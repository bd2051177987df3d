// GET /admin/bookings/{id}/recordings/{recordingId}/photos/{position} - a photo taken at the door (Office only)
import { photoHandler, type PhotoParams } from "@/lib/crew/recording-files";
import { adminRoute } from "@/lib/server/admin-route";

export const dynamic = "force-dynamic";

export const GET = adminRoute<PhotoParams>(photoHandler);
