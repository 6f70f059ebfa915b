// The usage report's calls on what it shows: the COUNTER export names its file by the server's
// content-disposition, else by the period; neither it nor the embed link changes anything cached.
import type { UseMutationOptions } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "../../api/client.ts";
import { QueryFailed, queryClient } from "../../api/queries.ts";
import { counterReportExportMutation, usageEmbedLinkMutation } from "./usage-queries.ts";

const summary = { customerId: "C-1", from: "2026-11-01", to: "2026-11-07", account: null };

function run<TData, TVariables>(options: UseMutationOptions<TData, Error, TVariables>, variables: TVariables) {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables);
}

describe("usage report calls", () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it("invalidate nothing: an export and a link change no summary", () => {
    expect(counterReportExportMutation().onSuccess).toBeUndefined();
    expect(usageEmbedLinkMutation().onSuccess).toBeUndefined();
  });

  it("name the exported file by the server's content-disposition, else by the period and format", async () => {
    const blob = new Blob(["Title\tTotal"]);
    const reply = (headers: HeadersInit) => ({ data: blob, response: new Response(null, { headers }) }) as never;
    const get = vi
      .spyOn(client, "GET")
      .mockResolvedValueOnce(reply({ "content-disposition": 'attachment; filename="tr.tsv"' }));
    expect(await run(counterReportExportMutation(), { summary, format: "tsv" })).toEqual({
      file: blob,
      fileName: "tr.tsv",
    });
    get.mockResolvedValueOnce(reply({}));
    expect((await run(counterReportExportMutation(), { summary, format: "csv" })).fileName).toBe(
      "TR_2026-11-01_2026-11-07.csv",
    );
  });

  it("a refused export fails (nothing is saved)", async () => {
    vi.spyOn(client, "GET").mockResolvedValue({ error: {}, response: new Response(null, { status: 403 }) } as never);
    const failure = await run(counterReportExportMutation(), { summary, format: "tsv" }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(QueryFailed);
  });

  it("ask the embed link for the shown account, or all accounts", async () => {
    const get = vi
      .spyOn(client, "GET")
      .mockResolvedValue({ data: { EmbedUrl: "https://bi.example/e?token=t" }, response: new Response() } as never);
    expect(await run(usageEmbedLinkMutation(), summary)).toBe("https://bi.example/e?token=t");
    await run(usageEmbedLinkMutation(), { ...summary, account: { accountNumber: "A-9" } as never });
    const accounts = get.mock.calls.map(
      (call) => (call[1] as { params: { query: { AccountNumber: string } } }).params.query.AccountNumber,
    );
    expect(accounts).toEqual(["all", "A-9"]);
  });
});
