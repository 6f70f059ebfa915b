// Compass points in the query cache (spec 2 §2): the points of a document (its tab), the list
// pages (the user's, or the administrator's), a point by its UUID (a shared link), a point's
// change history and the report. A point's change invalidates `compassPointsKeys.all`.

import { isProblem } from "@norma/web-shared/problem";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf, doneOf, QueryFailed, queryClient } from "../../api/queries.ts";
import type { Schemas } from "../../api/types.ts";
import type { Message } from "../notify/message.ts";
import type { ListStatus } from "./compass-points-rules.ts";

export interface CompassPointListQuery {
  status: ListStatus;
  /** From 1 (the API's page index). */
  pageIndex: number;
  pageSize: number;
  sort: string;
}

export interface ChangeHistoryQuery {
  pageIndex: number;
  pageSize: number;
  /** Oldest first, or (trailing minus) newest first. */
  sort: "createdDate" | "createdDate-";
}

export const compassPointsKeys = {
  all: ["compass-points"] as const,
  ofDocument: (contentCode: string) => ["compass-points", "of-document", contentCode] as const,
  list: (admin: boolean, query: CompassPointListQuery) => ["compass-points", "list", { admin, ...query }] as const,
  byUuid: (uuid: string) => ["compass-points", "uuid", uuid] as const,
  history: (pointId: number, query: ChangeHistoryQuery) => ["compass-points", "history", pointId, query] as const,
  report: (range: { from?: string; to?: string }) => ["compass-points", "report", range] as const,
  viewerSettings: (contentId: number) => ["compass-points", "viewer", contentId, "settings"] as const,
  viewerPoints: (contentCode: string) => ["compass-points", "viewer", contentCode, "points"] as const,
  viewerNotes: (contentId: number) => ["compass-points", "viewer", contentId, "notes"] as const,
  viewerLinked: (uuid: string) => ["compass-points", "viewer", "linked", uuid] as const,
};

/** The points of a document the user may see (the document's tab). */
export const documentCompassPointsQuery = (contentCode: string) =>
  queryOptions({
    queryKey: compassPointsKeys.ofDocument(contentCode),
    queryFn: () => dataOf(client.GET("/api/v1/compasspoint/list", { params: { query: { contentCode } } })),
  });

/** A page of the list page: the user's points, or (`admin`) the account's. */
export const compassPointListQuery = (admin: boolean, query: CompassPointListQuery) =>
  queryOptions({
    queryKey: compassPointsKeys.list(admin, query),
    queryFn: () =>
      dataOf(
        admin
          ? client.GET("/api/v1/compasspoint/list-admin", { params: { query } })
          : client.GET("/api/v1/compasspoint/detail/page-view", { params: { query } }),
      ),
  });

/**
 * A shared point by its uuid (its landing page, spec 2 §8): the point, or the refusal the page
 * answers with its own dialogs (401 user type, 403 not entitled or not enabled: the global
 * handler stays quiet about them). Other failures fail the query.
 */
export const compassPointByUuidQuery = (uuid: string) =>
  queryOptions({
    queryKey: compassPointsKeys.byUuid(uuid),
    queryFn: async () => {
      const result = await client.GET("/api/v1/compasspoint", {
        params: { query: { compassPointUUID: uuid } },
        ...ui({ silent: [401, 403] }),
      });
      if (result.data !== undefined) return { kind: "point" as const, point: result.data };
      const status = result.response.status;
      if (status === 401 || status === 403)
        return { kind: "refused" as const, status, title: isProblem(result.error) ? (result.error.title ?? "") : "" };
      throw new QueryFailed(status);
    },
  });

export const changeHistoryQuery = (pointId: number, query: ChangeHistoryQuery) =>
  queryOptions({
    queryKey: compassPointsKeys.history(pointId, query),
    queryFn: () =>
      dataOf(client.GET("/api/v1/audits/compassPoint/{id}/all", { params: { path: { id: pointId }, query } })),
  });

/** The report of a range (empty: the API's default). */
export const compassPointsReportQuery = (from?: string, to?: string) =>
  queryOptions({
    queryKey: compassPointsKeys.report({ from, to }),
    queryFn: () =>
      dataOf(
        client.GET("/api/compass-points/report", {
          params: { query: { ...(from ? { from } : {}), ...(to ? { to } : {}) } },
        }),
      ),
  });

// The document viewer's layer (CompassPointsProvider): in the background (silent and quiet: the
// viewer works without them). A reply without data is null, not a failed query; the provider asks
// afresh each time (staleTime 0) and keeps what arrived in its own state.

/** Whether and how the user may see and make points on the document. */
export const viewerSettingsQuery = (contentId: number) =>
  queryOptions({
    queryKey: compassPointsKeys.viewerSettings(contentId),
    queryFn: async () =>
      (
        await client.GET("/api/v1/compasspoint/settings", {
          params: { query: { contentID: contentId } },
          ...ui({ silent: true, quiet: true }),
        })
      ).data ?? null,
  });

/** The points of the document the viewer marks. */
export const viewerPointsQuery = (contentCode: string) =>
  queryOptions({
    queryKey: compassPointsKeys.viewerPoints(contentCode),
    queryFn: async () =>
      (
        await client.GET("/api/v1/compasspoint/list", {
          params: { query: { contentCode } },
          ...ui({ silent: true, quiet: true }),
        })
      ).data ?? null,
  });

/** The user's notes on the document (the PDF's notes panel and markers). */
export const viewerNotesQuery = (contentId: number) =>
  queryOptions({
    queryKey: compassPointsKeys.viewerNotes(contentId),
    queryFn: async () =>
      (
        await client.GET("/api/user-notes/{contentId}", {
          params: { path: { contentId } },
          ...ui({ silent: true, quiet: true }),
        })
      ).data ?? null,
  });

/** The point the document's address names by UUID (a point shared by link is not in the user's list). */
export const viewerLinkedPointQuery = (uuid: string) =>
  queryOptions({
    queryKey: compassPointsKeys.viewerLinked(uuid),
    queryFn: async () =>
      (
        await client.GET("/api/v1/compasspoint", {
          params: { query: { compassPointUUID: uuid } },
          ...ui({ silent: true, quiet: true }),
        })
      ).data ?? null,
  });

/** A point's change shows in every list of points (the lists page, the document's tab, the viewer). */
const pointsChanged = () => queryClient.invalidateQueries({ queryKey: compassPointsKeys.all });

/** Deactivates a point (after the page's confirmation); `successMessage` is said after. */
export const deactivateCompassPointMutation = (successMessage: Message) =>
  mutationOptions({
    mutationKey: [...compassPointsKeys.all, "deactivate"],
    mutationFn: (id: number) =>
      doneOf(
        client.POST("/api/v1/compasspoint/deactivate/{id}", { params: { path: { id } }, ...ui({ successMessage }) }),
      ),
    onSuccess: pointsChanged,
  });

/**
 * The admin list's bulk action: deactivates (or reactivates) the chosen points one after another,
 * each call silent; the page says once how many changed and how many were refused.
 */
export const setPointsActiveMutation = (active: boolean) =>
  mutationOptions({
    mutationKey: [...compassPointsKeys.all, active ? "reactivate-many" : "deactivate-many"],
    mutationFn: async (ids: readonly number[]) => {
      const path = active ? "/api/v1/compasspoint/activate/{id}" : "/api/v1/compasspoint/deactivate/{id}";
      let failed = 0;
      for (const id of ids) {
        await doneOf(client.POST(path, { params: { path: { id } }, ...ui({ silent: true }) })).catch(() => {
          failed += 1;
        });
      }
      return { changed: ids.length - failed, failed };
    },
    onSettled: pointsChanged,
  });

/** Activates a deactivated point again. */
export const reactivateCompassPointMutation = () =>
  mutationOptions({
    mutationKey: [...compassPointsKeys.all, "reactivate"],
    mutationFn: (id: number) => doneOf(client.POST("/api/v1/compasspoint/activate/{id}", { params: { path: { id } } })),
    onSuccess: pointsChanged,
  });

/**
 * Creates a point (`id` absent) or saves an existing one. A refusal with field errors (400) is
 * silent: the dialog shows them beside their fields (QueryFailed's problem). The document's
 * points are read again by the dialog (the viewer's reload), which then focuses the saved one.
 */
export const saveCompassPointMutation = () =>
  mutationOptions({
    mutationKey: [...compassPointsKeys.all, "save"],
    mutationFn: (
      save: { create: Schemas["CompassPointCreate"] } | { id: number; update: Schemas["CompassPointUpdate"] },
    ) =>
      "create" in save
        ? dataOf(client.POST("/api/v1/compasspoint", { body: save.create, ...ui({ silent: [400] }) }))
        : dataOf(
            client.PUT("/api/v1/compasspoint/{id}", {
              params: { path: { id: save.id } },
              body: save.update,
              ...ui({ silent: [400] }),
            }),
          ),
  });

/** Places an orphaned carried point at one of its candidates (issue 25 §1). */
export const confirmPlacementMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...compassPointsKeys.all, "confirm-placement", id],
    mutationFn: (candidate: number) =>
      dataOf(
        client.POST("/api/v1/compasspoint/{id}/confirm-placement", { params: { path: { id } }, body: { candidate } }),
      ),
  });
