// The tenant's SCIM provisioning tokens (issue 31) as a react-admin resource, through the typed
// client: the API answers the whole list (a tenant has at most five live tokens, an operator sees
// every tenant's, at most 1,000), so the list is sorted and paged here rather than by
// ra-data-simple-rest's Content-Range. Revoking is the resource's delete (the row stays, revoked).
import { problemText } from "@norma/web-shared/problem";
import { type DataProvider, HttpError, type RaRecord } from "react-admin";
import { type ApiClient, client } from "../api/client.ts";
import { consoleHttpError } from "../providers/httpClient.ts";

export const SCIM_TOKENS = "scim-tokens";

function failure(error: unknown, response: Response): HttpError {
  return consoleHttpError(
    new HttpError(problemText(error) ?? response.statusText, response.status, error),
  ) as HttpError;
}

/** A token as the list shows it: its state spelled out for the status column and the filter. */
function withStatus<T extends { revokedAt: string | null }>(token: T) {
  return { ...token, status: token.revokedAt ? "REVOKED" : "ACTIVE" };
}

export function createScimTokensDataProvider(
  api: ApiClient = client,
): Pick<DataProvider, "getList" | "getOne" | "create" | "delete"> {
  async function all(signal?: AbortSignal) {
    const { data, error, response } = await api.GET("/api/admin/scim-tokens", { signal });
    if (!data) throw failure(error, response);
    return data.map(withStatus);
  }

  return {
    async getList(_resource, params) {
      const status = params.filter?.status as string | undefined;
      const rows = (await all(params.signal)).filter((t) => !status || t.status === status);
      const { field = "id", order = "DESC" } = params.sort ?? {};
      const key = field as keyof (typeof rows)[number];
      rows.sort((a, b) => {
        const x = a[key] ?? "";
        const y = b[key] ?? "";
        const cmp = x < y ? -1 : x > y ? 1 : 0;
        return order === "DESC" ? -cmp : cmp;
      });
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      // biome-ignore lint/suspicious/noExplicitAny: react-admin records are untyped
      return { data: rows.slice((page - 1) * perPage, page * perPage) as any, total: rows.length };
    },

    async getOne(_resource, params) {
      const found = (await all(params.signal)).find((t) => t.id === Number(params.id));
      if (!found) throw new HttpError("ra.notification.item_doesnt_exist", 404);
      // biome-ignore lint/suspicious/noExplicitAny: react-admin records are untyped
      return { data: found as any };
    },

    async create(_resource, params) {
      const name = String((params.data as { name?: unknown }).name ?? "");
      const { data, error, response } = await api.POST("/api/admin/scim-tokens", { body: { name } });
      if (!data) throw failure(error, response);
      // biome-ignore lint/suspicious/noExplicitAny: react-admin records are untyped
      return { data: withStatus(data) as any };
    },

    async delete(_resource, params) {
      const { data, error, response } = await api.DELETE("/api/admin/scim-tokens/{id}", {
        params: { path: { id: Number(params.id) } },
      });
      if (!data) throw failure(error, response);
      // biome-ignore lint/suspicious/noExplicitAny: react-admin records are untyped
      return { data: withStatus(data) as RaRecord as any };
    },
  };
}

export const scimTokensDataProvider = createScimTokensDataProvider();
