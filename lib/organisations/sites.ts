import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { checkCoverage } from "@/lib/content/postcode-coverage";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { coverageMessage, INVALID_POSTCODE } from "@/lib/shared/postcode-check";
import { db } from "@/lib/server/db";
import { locateAfterResponse } from "@/lib/locations/locate-soon";
import type { SiteValues } from "./organisation-schema";
import { organisationTexts } from "./organisation-texts";
import { peopleTexts } from "./people-texts";

// An organisation's sites. A site's postcode is checked against the coverage area with the
// booking form's messages: an invalid one is refused; one outside the covered districts is
// accepted, as the booking form accepts it, and the outside-area message comes back as a notice
// (the office confirms each collection there, as it does for a booking).

export type SiteAdded = { id: string; message: string; notice: string | null };

/** 'Add a site' to `organisationId`. */
export async function addSite(
  organisationId: string,
  values: SiteValues,
): Promise<ActionResult<SiteAdded>> {
  const coverage = checkCoverage(values.postcode);
  if (coverage.status === "invalid") return fieldRefusal("postcode", INVALID_POSTCODE);
  try {
    const site = await db().site.create({
      data: {
        organisationId,
        name: values.name,
        address: values.address,
        postcode: coverage.postcode,
        accessNotes: values.accessNotes || null,
        contactName: values.contactName,
        contactPhone: values.contactPhone,
      },
    });
    locateAfterResponse({ sites: [site.id] });
    return {
      ok: true,
      data: {
        id: site.id,
        message: peopleTexts.siteAdded(site.name),
        notice: coverage.status === "outside" ? coverageMessage(coverage) : null,
      },
    };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return fieldRefusal("name", organisationTexts.siteNameTaken);
    }
    throw error;
  }
}

/** A site as its organisation's people and the office see it. */
export type SiteDetails = {
  id: string;
  name: string;
  address: string;
  postcode: string;
  accessNotes: string | null;
  contactName: string;
  contactPhone: string;
};

export type SiteRow = SiteDetails & {
  /** The outside-area message when the postcode is outside the covered districts. */
  outsideArea: string | null;
};

/** The organisation's sites, by name, each with its outside-area notice if any. */
export async function sitesOf(organisationId: string): Promise<SiteRow[]> {
  const rows = await db().site.findMany({
    where: { organisationId },
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      address: true,
      postcode: true,
      accessNotes: true,
      contactName: true,
      contactPhone: true,
    },
  });
  return rows.map((row) => {
    const coverage = checkCoverage(row.postcode);
    return {
      ...row,
      outsideArea: coverage.status === "outside" ? coverageMessage(coverage) : null,
    };
  });
}

/** Is `siteId` one of `organisationId`'s sites? */
export async function isSiteOf(organisationId: string, siteId: string): Promise<boolean> {
  return (await db().site.count({ where: { id: siteId, organisationId } })) === 1;
}
