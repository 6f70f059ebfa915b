// The compass points of the tenant (spec 2 `/compass-points-admin-list`) as a react-admin
// resource: the reader's admin calls (GET /api/v1/compasspoint/list-admin, POST activate/{id} and
// deactivate/{id}) rather than /api/admin/*, so the console and the reader moderate the same way.
import { problemText } from "@norma/web-shared/problem";
import { type DataProvider, HttpError } from "react-admin";
import { type ApiClient, client } from "../api/client.ts";
import { consoleHttpError } from "../providers/httpClient.ts";

export const COMPASS_POINTS = "compass-points";

/** The list's sort keys (spec 2 §3) by the column that sorts on them. */
const SORT_KEYS: Record<string, string> = {
  designation: "designation",
  contentStatus: "contentStatus",
  name: "name",
  email: "email",
  createdDate: "createdDate",
  deactivatedBy: "deactivatedBy",
  deletedDate: "deactivatedDate",
};

type Status = "active" | "inactive";

function failure(error: unknown, response: Response): HttpError {
  return consoleHttpError(
    new HttpError(problemText(error) ?? response.statusText, response.status, error),
  ) as HttpError;
}

export function createCompassPointsDataProvider(api: ApiClient = client): Pick<DataProvider, "getList"> & {
  setActive(id: number, active: boolean): Promise<void>;
} {
  return {
    async getList(_resource, params) {
      const status: Status = params.filter?.status === "inactive" ? "inactive" : "active";
      const key = params.sort ? SORT_KEYS[params.sort.field] : undefined;
      const sort = key ? `${key}${params.sort?.order === "DESC" ? "-" : ""}` : undefined;
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const { data, error, response } = await api.GET("/api/v1/compasspoint/list-admin", {
        params: { query: { status, pageIndex: page, pageSize: Math.min(perPage, 100), ...(sort ? { sort } : {}) } },
        signal: params.signal,
      });
      if (!data) throw failure(error, response);
      return {
        // biome-ignore lint/suspicious/noExplicitAny: react-admin records are untyped
        data: data.content.map((p) => ({ ...p, id: p.compassPointID, status }) as any),
        total: data.totalElements,
      };
    },

    async setActive(id, active) {
      const path = active ? "/api/v1/compasspoint/activate/{id}" : "/api/v1/compasspoint/deactivate/{id}";
      const { data, error, response } = await api.POST(path, { params: { path: { id } } });
      if (!data) throw failure(error, response);
    },
  };
}

export const compassPointsDataProvider = createCompassPointsDataProvider();
