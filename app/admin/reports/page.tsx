import { ReportFigure } from "@/components/office/reports/report-figure";
import { RouteSettingsForm } from "@/components/routes/route-settings-form";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import { reports } from "@/lib/office/reports";
import {
  bookingsSummary,
  enquiriesSummary,
  monthLabel,
  moneySummary,
  reportTexts,
  serviceTimeLabel,
  timeOnSiteSummary,
  townsSummary,
  weekLabel,
} from "@/lib/office/report-texts";

// The Reports tab: five figures from SQL aggregates, each a chart with a table view; beside the
// crews' average time on site, the route planner's settings to set from it.

const colors = { first: "#1d5f8f", second: "#15803d" };

export const metadata = adminSectionMetadata("reports");

export default adminPage(async function ReportsPage() {
  const { bookings, money, towns, enquiries, timeOnSite, routeSettings } = await reports(
    new Date(),
  );
  const t = reportTexts;
  return (
    <div>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <ReportFigure
          heading={t.bookings.heading}
          note={t.bookings.note}
          labelHeader="Week beginning"
          summary={bookingsSummary(bookings)}
          series={[
            { key: "collection", name: t.bookings.series.collection, color: colors.first },
            { key: "onsite", name: t.bookings.series.onsite, color: colors.second },
          ]}
          rows={bookings.map(({ week, collection, onsite }) => ({
            key: week,
            label: weekLabel(week),
            values: { collection, onsite },
          }))}
        />
        <ReportFigure
          heading={t.money.heading}
          note={t.money.note}
          labelHeader="Month"
          money
          summary={moneySummary(money)}
          series={[
            { key: "invoiced", name: t.money.series.invoiced, color: colors.first },
            { key: "paid", name: t.money.series.paid, color: colors.second },
          ]}
          rows={money.map(({ month, invoiced, paid }) => ({
            key: month,
            label: monthLabel(month),
            values: { invoiced, paid },
          }))}
        />
        <ReportFigure
          heading={t.towns.heading}
          note={t.towns.note}
          labelHeader="Town"
          horizontal
          summary={townsSummary(towns)}
          series={[{ key: "jobs", name: t.towns.series.jobs, color: colors.first }]}
          rows={towns.map(({ town, jobs }) => ({ key: town, label: town, values: { jobs } }))}
        />
        <ReportFigure
          heading={t.enquiries.heading}
          note={t.enquiries.note}
          labelHeader="Week beginning"
          summary={enquiriesSummary(enquiries)}
          series={[
            { key: "quote", name: t.enquiries.series.quote, color: colors.first },
            { key: "contact", name: t.enquiries.series.contact, color: colors.second },
          ]}
          rows={enquiries.map(({ week, quote, contact }) => ({
            key: week,
            label: weekLabel(week),
            values: { quote, contact },
          }))}
        />
        <ReportFigure
          heading={t.timeOnSite.heading}
          note={t.timeOnSite.note}
          labelHeader={t.timeOnSite.labelHeader}
          summary={timeOnSiteSummary(timeOnSite)}
          series={[
            { key: "minutes", name: t.timeOnSite.series.minutes, color: colors.first },
            {
              key: "plannedMinutes",
              name: t.timeOnSite.series.plannedMinutes,
              color: colors.second,
            },
          ]}
          rows={timeOnSite.map(({ service, jobs, minutes, plannedMinutes }) => ({
            key: service,
            label: serviceTimeLabel(service, jobs),
            values: { minutes, plannedMinutes },
          }))}
        />
        <RouteSettingsForm settings={routeSettings} />
      </div>
    </div>
  );
});
