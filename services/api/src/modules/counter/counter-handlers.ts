import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { NotFound } from "../../lib/errors.ts";
import type { GuessThrottle } from "../../lib/guess-throttle.ts";
import { defineHandlers, type OperationHandlers } from "../../lib/handlers.ts";
import { sendFile } from "../documents/documents-handlers.ts";
import type { UsageEmbedService } from "../usage/usage-embed.ts";
import type { UsageReportService } from "../usage/usage-report-service.ts";
import { REPORTS } from "./counter-definitions.ts";
import { CounterError, type Query } from "./counter-request.ts";
import type { CounterService, Harvester } from "./counter-service.ts";

const harvester = (request: FastifyRequest): Harvester => ({
  actor: request.actor ?? undefined,
  tenant: request.tenant,
});

/** A COUNTER Exception that stops a request is the reply itself, with COUNTER's HTTP status. */
async function counterReply<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof CounterError) return reply.code(err.status).type("application/json").send(err.exception);
    throw err;
  }
}

/** getCounterReportPr, getCounterReportTrB1, … (the operation ids of openapi.yaml). */
const operationIdOf = (reportId: string) =>
  `getCounterReport${reportId
    .toLowerCase()
    .split("_")
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join("")}`;

export function counterHandlers(
  counter: CounterService,
  usageReports: UsageReportService,
  usageEmbed: UsageEmbedService,
  guesses: GuessThrottle,
): OperationHandlers {
  const reports: OperationHandlers = {};
  for (const def of REPORTS) {
    const path = def.id.toLowerCase();
    (reports as Record<string, unknown>)[operationIdOf(def.id)] = async (
      request: FastifyRequest,
      reply: FastifyReply,
    ) =>
      counterReply(reply, async () => {
        const report = await counter.report(harvester(request), path, request.query as Query);
        // A report can be megabytes: its JSON text is streamed in chunks as it is written, not
        // built whole nor passed through the schema's serialiser (its schema is open:
        // COUNTER_API.json defines it, tested by the contract test).
        return reply.type("application/json; charset=utf-8").send(Readable.from(report.chunks()));
      });
  }
  return {
    ...reports,
    ...defineHandlers({
      getUsageSummary: async (request) => usageReports.summary(request.actor!, request.query),
      getDashboardEmbed: async (request) =>
        usageEmbed.embedUrl(request.actor!, request.tenant, `${request.protocol}://${request.host}`, request.query),
      // Tokens tried from one address are throttled (lib/guess-throttle.ts): 404 is a wrong or old one.
      getEmbeddedUsageSummary: async (request) =>
        guesses.guard(
          "usage-embed",
          request.ip,
          () => usageEmbed.summary(request.tenant, request.query.token),
          (err) => err instanceof NotFound,
        ),
      getCounterStatus: async (request) => counter.status(harvester(request)),
      getCounterMembers: async (request, reply) =>
        counterReply(reply, () => counter.members(harvester(request), request.query as Query)),
      getCounterReports: async (request, reply) =>
        counterReply(reply, () => counter.reports(harvester(request), request.query as Query)),
      exportCounterReport: async (request, reply) => {
        const { format, ...query } = request.query as Query & { format?: "tsv" | "csv" };
        const file = await counter.exportReport(harvester(request), request.params.reportId, query, format ?? "tsv");
        // A title or item report's table can be megabytes: written as it is made, in chunks.
        return sendFile(reply, {
          body: Readable.from(file.chunks()),
          contentType: file.contentType,
          filename: file.filename,
        });
      },
      issueCounterApiKey: async (request, reply) =>
        reply.code(201).send(await counter.issueApiKey(request.actor!, request.tenant, request.body.accountNumber)),
    }),
  };
}
