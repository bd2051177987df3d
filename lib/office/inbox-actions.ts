"use server";

import "server-only";
import { z } from "zod";
import type { ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { enquiryStatuses, setEnquiryStatus } from "./inbox";
import { retryEmail } from "@/lib/mail-delivery/worker";

export const setEnquiryStatusAction = adminAction(
  "Failed to update enquiry",
  async (_admin, id: string, status: string): Promise<ActionResult> => {
    const parsed = z.enum(enquiryStatuses).safeParse(status);
    if (!parsed.success) return { ok: false, reason: "validation", message: "Unknown status" };
    await setEnquiryStatus(id, parsed.data);
    return { ok: true, data: undefined };
  },
);

export const retryEmailAction = adminAction(
  "Failed to queue the e-mail again",
  async (_admin, id: string): Promise<ActionResult> => {
    await retryEmail(id);
    return { ok: true, data: undefined };
  },
);
