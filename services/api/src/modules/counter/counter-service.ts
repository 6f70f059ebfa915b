// The COUNTER API (formerly SUSHI), Release 5.1, under /api/sushi: server status, member list,
// report list and the reports. Who may harvest: an administrator's token (ADMIN: every account of
// the tenant and the tenant as a whole; REPORT_VIEW: the accounts the user belongs to) or an
// account's requestor_id + api_key, issued by an administrator. customer_id is an account number,
// or the tenant's code for the whole tenant (the consortium view).

import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type pg from "pg";
import { isTenantAdmin, mayReadUsageReports } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import { REPORT_BY_PATH, REPORTS, type ReportDefinition } from "./counter-definitions.ts";
import type { CounterRepo } from "./counter-repo.ts";
import { createReportBuilder, type Institution, namespaceOf, type PlatformInfo } from "./counter-report-builder.ts";
import { createReportStreamer, type ReportText, type TabularText } from "./counter-report-stream.ts";
import { CounterError, monthsBetween, parseMonth, parseReportRequest, type Query } from "./counter-request.ts";
import { CSV, lineOf, type TabularFormat, TSV, tabularRows } from "./counter-tabular.ts";

/** COUNTER's customer id of "the world", which no platform has to report (Exception 2011). */
const GLOBAL_CUSTOMER = "0000000000000000";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const str = (q: Query, name: string): string | undefined => {
  const v = q[name];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
};

export interface Harvester {
  actor?: Actor;
  tenant: TenantContext & { title?: string };
}

export function createCounterService(deps: { repo: CounterRepo; pool: pg.Pool; clock?: () => Date }) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const builder = createReportBuilder({ repo, clock });
  const streamer = createReportStreamer({ pool: deps.pool, clock });

  const platformOf = (tenant: TenantContext): PlatformInfo => ({
    name: tenant.name.length >= 2 ? tenant.name : `${tenant.name} library`,
    namespace: namespaceOf(tenant.code),
    database: `${tenant.name} Standards Library`,
  });

  /** Whose usage the caller may read: the customer's, after the credentials are checked. */
  async function authorise(h: Harvester, q: Query): Promise<Institution> {
    const customerId = str(q, "customer_id");
    const requestorId = str(q, "requestor_id");
    const apiKey = str(q, "api_key");
    const ns = namespaceOf(h.tenant.code);

    // Credentials first: a caller without them learns nothing about customers.
    let keyAccountId: number | null = null;
    if (!h.actor) {
      if (!requestorId)
        throw new CounterError(2000, "requestor_id and api_key, or an administrator's token, are required");
      const key = await repo.apiKey(requestorId);
      if (!key || key.revokedAt || key.tenantId !== h.tenant.id) throw new CounterError(2000, "Unknown requestor_id");
      if (!apiKey || !sameSecret(sha256(apiKey), key.keySha256)) throw new CounterError(2020);
      keyAccountId = key.accountId;
    } else if (!mayReadUsageReports(h.actor)) {
      throw new CounterError(2000, "Usage reports need the ADMIN or REPORT_VIEW authority");
    }

    if (!customerId) throw new CounterError(1030, "customer_id is required");
    if (customerId === GLOBAL_CUSTOMER) throw new CounterError(2011);
    if (customerId === h.tenant.code) {
      if (!h.actor || !isTenantAdmin(h.actor))
        throw new CounterError(2010, "The whole tenant's usage is for its administrators");
      return { name: h.tenant.name, id: `${ns}:${h.tenant.code}`, accounts: null };
    }
    const account = await repo.accountByNumber(h.tenant.id, customerId);
    if (!account) throw new CounterError(2010, `Unknown customer_id ${customerId}`);
    if (keyAccountId !== null && keyAccountId !== account.id) throw new CounterError(2010);
    if (h.actor && !isTenantAdmin(h.actor)) {
      const mine = h.actor.userId === null ? [] : await repo.memberAccountIds(h.tenant.id, h.actor.userId);
      if (!mine.includes(account.id)) throw new CounterError(2010);
    }
    return {
      name: account.name.length >= 2 ? account.name : `Account ${account.accountNumber}`,
      id: `${ns}:${account.accountNumber}`,
      accounts: [account.id],
    };
  }

  const ym = (d: Date) => d.toISOString().slice(0, 7);

  return {
    authorise,

    /** GET /r51/status: public. */
    status(h: Harvester) {
      return [
        {
          Description: `COUNTER API of ${platformOf(h.tenant).name}: COUNTER Release 5.1 reports from usage counted as it happens`,
          Service_Active: true,
          Registry_Record: "",
          Note: "The current month is reported as far as it has gone (Exception 3031 names it).",
        },
      ];
    },

    /** GET /r51/members: the customer, or every account of the tenant for the tenant's customer_id. */
    async members(h: Harvester, q: Query) {
      const inst = await authorise(h, q);
      const ns = namespaceOf(h.tenant.code);
      const accounts = await repo.accounts(h.tenant.id, inst.accounts);
      return accounts.map((a) => ({
        Customer_ID: a.accountNumber,
        ...(str(q, "requestor_id") ? { Requestor_ID: str(q, "requestor_id") } : {}),
        Institution_Name: a.name.length >= 2 ? a.name : `Account ${a.accountNumber}`,
        Institution_ID: { Proprietary: [`${ns}:${a.accountNumber}`] },
      }));
    },

    /** GET /r51/reports: the reports and views served, with the months that have usage. */
    async reports(h: Harvester, q: Query) {
      await authorise(h, q);
      const first = (await repo.firstMonth(h.tenant.id)) ?? clock();
      const last = clock();
      return REPORTS.map((r) => ({
        Report_Name: r.name,
        Report_ID: r.id,
        Release: "5.1",
        Report_Description: r.description,
        Path: `/r51/reports/${r.id.toLowerCase()}`,
        First_Month_Available: ym(first),
        Last_Month_Available: ym(last),
      }));
    },

    /** GET /r51/reports/{id}: a report as JSON text, or the Exception that stops it. */
    async report(h: Harvester, reportPath: string, q: Query): Promise<ReportText> {
      const def = REPORT_BY_PATH.get(reportPath);
      if (!def) throw new NotFound(`No COUNTER report ${reportPath}`);
      return reportText(h, def, q);
    },

    /**
     * A report as a COUNTER tabular report (TSV or CSV) for the usage pages' export buttons. The
     * request errors a harvester gets as Exceptions are field errors here.
     */
    async exportReport(h: Harvester, reportPath: string, q: Query, format: "tsv" | "csv") {
      const def = REPORT_BY_PATH.get(reportPath);
      if (!def) throw new NotFound(`No COUNTER report ${reportPath}`);
      const tabular = format === "csv" ? CSV : TSV;
      let text: TabularText;
      try {
        text = await tabularText(h, def, q, tabular);
      } catch (err) {
        if (!(err instanceof CounterError)) throw err;
        const code = err.exception.Code;
        if (code === 2000 || code === 2010 || code === 2011)
          throw new Forbidden(err.exception.Data ?? err.exception.Message);
        const field = code === 1030 && !str(q, "customer_id") ? "customer_id" : "begin_date";
        throw BadRequest.field("query", field, "Invalid", err.exception.Data ?? err.exception.Message);
      }
      const f = text.header.Report_Filters as { Begin_Date: string; End_Date: string };
      const name = `${def.id}_${f.Begin_Date.slice(0, 7)}_${f.End_Date.slice(0, 7)}`;
      return format === "csv"
        ? { filename: `${name}.csv`, contentType: "text/csv; charset=utf-8", chunks: text.chunks }
        : { filename: `${name}.tsv`, contentType: "text/tab-separated-values; charset=utf-8", chunks: text.chunks };
    },

    /** Ends the reports' database connections. */
    close: () => deps.pool.end(),

    /** An account's COUNTER API credentials; the key is shown only now. */
    async issueApiKey(actor: Actor, tenant: TenantContext, accountNumber: string) {
      const account = await repo.accountByNumber(tenant.id, accountNumber);
      if (!account) throw new NotFound(`Unknown account ${accountNumber}`, "error.account.not-found");
      const requestorId = randomUUID();
      const apiKey = randomBytes(24).toString("base64url");
      const row = await repo.createApiKey({
        tenantId: tenant.id,
        accountId: account.id,
        requestorId,
        keySha256: sha256(apiKey),
        createdBy: actor.userId,
      });
      return { customerId: account.accountNumber, requestorId, apiKey, createdAt: row.createdAt.toISOString() };
    },
  };

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
}

export type CounterService = ReturnType<typeof createCounterService>;
