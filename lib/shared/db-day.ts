// A calendar day ("yyyy-MM-dd") as PostgreSQL's DATE columns hold it through Prisma (UTC midnight),
// and back. Not lib/shared/dates.ts's fromIsoDay/toIsoDay, which work in the local time zone for the
// date pickers.

export const asDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
export const asDay = (date: Date): string => date.toISOString().slice(0, 10);
