// GET /admin/bookings/{id}/recordings/{recordingId}/signature - the signature drawn at the door (Office only)
import { signatureHandler, type SignatureParams } from "@/lib/crew/recording-files";
import { adminRoute } from "@/lib/server/admin-route";

export const dynamic = "force-dynamic";

export const GET = adminRoute<SignatureParams>(signatureHandler);
