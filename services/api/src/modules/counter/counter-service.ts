// The COUNTER API (formerly SUSHI), Release 5.1, under /api/sushi: server status, member list,
// report list and the reports. Who may harvest: an administrator's token (ADMIN: every account of
// the tenant and the tenant as a whole; REPORT_VIEW: the accounts the user belongs to) or an
// account's requestor_id + api_key, issued by an administrator. customer_id is an account number,
// or the tenant's code for the whole tenant (the consortium view).

import { randomBytes, randomUUID } from "node:crypto";
import type pg from "pg";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import { createHarvesterAuthorisation, type Harvester, sha256, str } from "./counter-authorise.ts";
import { REPORT_BY_PATH, REPORTS } from "./counter-definitions.ts";
import type { CounterRepo } from "./counter-repo.ts";
import { namespaceOf } from "./counter-report-builder.ts";
import type { ReportText, TabularText } from "./counter-report-stream.ts";
import { createReportTexts } from "./counter-report-text.ts";
import { CounterError, type Query } from "./counter-request.ts";
import { CSV, TSV } from "./counter-tabular.ts";

export type { Harvester } from "./counter-authorise.ts";

export function createCounterService(deps: { repo: CounterRepo; pool: pg.Pool; clock?: () => Date }) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const authorise = createHarvesterAuthorisation(repo);
  const { platformOf, reportText, tabularText } = createReportTexts({ repo, pool: deps.pool, clock, authorise });

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
        throw asExportError(err, q);
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
}

/** A COUNTER Exception as the export's error: refusals are 403s, request errors field errors. */
function asExportError(err: unknown, q: Query): unknown {
  if (!(err instanceof CounterError)) return err;
  const code = err.exception.Code;
  if (code === 2000 || code === 2010 || code === 2011)
    return new Forbidden(err.exception.Data ?? err.exception.Message);
  const field = code === 1030 && !str(q, "customer_id") ? "customer_id" : "begin_date";
  return BadRequest.field("query", field, "Invalid", err.exception.Data ?? err.exception.Message);
}

export type CounterService = ReturnType<typeof createCounterService>;
