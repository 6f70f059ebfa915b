// A COUNTER report as text: title and item reports streamed from the roll-ups
// (counter-report-stream.ts), the platform and database reports (a few hundred rows) made from the
// builder's report (counter-report-builder.ts); as JSON for harvesters, as TSV or CSV for export.

import type pg from "pg";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { Harvester } from "./counter-authorise.ts";
import type { ReportDefinition } from "./counter-definitions.ts";
import type { CounterRepo } from "./counter-repo.ts";
import { createReportBuilder, type Institution, namespaceOf, type PlatformInfo } from "./counter-report-builder.ts";
import { createReportStreamer, type ReportText, type TabularText } from "./counter-report-stream.ts";
import { monthsBetween, parseMonth, parseReportRequest, type Query } from "./counter-request.ts";
import { lineOf, type TabularFormat, tabularRows } from "./counter-tabular.ts";

export function createReportTexts(deps: {
  repo: CounterRepo;
  pool: pg.Pool;
  clock: () => Date;
  authorise: (h: Harvester, q: Query) => Promise<Institution>;
}) {
  const { repo, clock, authorise } = deps;
  const builder = createReportBuilder({ repo, clock });
  const streamer = createReportStreamer({ pool: deps.pool, clock });

  const platformOf = (tenant: TenantContext): PlatformInfo => ({
    name: tenant.name.length >= 2 ? tenant.name : `${tenant.name} library`,
    namespace: namespaceOf(tenant.code),
    database: `${tenant.name} Standards Library`,
  });

  /**
   * A report as tabular text: title and item reports streamed from the roll-ups line by line, the
   * platform and database reports (a few hundred rows) made from the builder's report.
   */
  async function tabularText(
    h: Harvester,
    def: ReportDefinition,
    q: Query,
    format: TabularFormat,
  ): Promise<TabularText> {
    const inst = await authorise(h, q);
    const req = parseReportRequest(def, q, clock());
    if (def.level === "title" || def.level === "item")
      return streamer.renderTabular(def, req, inst, platformOf(h.tenant), h.tenant.id, format);
    const report = await builder.build(def, req, inst, platformOf(h.tenant), h.tenant.id);
    const f = report.Report_Header.Report_Filters as { Begin_Date: string; End_Date: string };
    const months = monthsBetween(parseMonth(f.Begin_Date, "begin")!, parseMonth(f.End_Date, "end")!);
    const rows = tabularRows(JSON.parse(JSON.stringify(report)), months);
    return {
      header: report.Report_Header,
      *chunks() {
        yield rows.map((r) => lineOf(format, r)).join("");
      },
    };
  }

  /** Title and item reports from the streamer; the platform and database reports (a few hundred rows) from the builder. */
  async function reportText(h: Harvester, def: ReportDefinition, q: Query): Promise<ReportText> {
    const inst = await authorise(h, q);
    const req = parseReportRequest(def, q, clock());
    if (def.level === "title" || def.level === "item")
      return streamer.render(def, req, inst, platformOf(h.tenant), h.tenant.id);
    const report = await builder.build(def, req, inst, platformOf(h.tenant), h.tenant.id);
    return {
      empty: report.Report_Items.length === 0,
      *chunks() {
        yield JSON.stringify(report);
      },
    };
  }

  return { platformOf, reportText, tabularText };
}
