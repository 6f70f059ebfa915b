// Sharing in the query cache (spec 2 §2, §4, §5, §7): what others shared with the user, what the
// user shared, to whom a document was sent, the share dialog's search, and share links. Sharing a
// document invalidates `sharingKeys.sharedWithMe` and `sharingKeys.sharedByMe` (and a group's
// change the former: groups-queries.ts); a link's change invalidates `sharingKeys.links`.

import { isProblem } from "@norma/web-shared/problem";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf, orFail, QueryFailed, queryClient } from "../../api/queries.ts";
import type { Message } from "../notify/message.ts";
import { type LinkOutcome, linkOutcome } from "./share-link-outcome.ts";
import { isEmail, type LinkExpiry, type SharedDocument, type ShareTarget } from "./share-rules.ts";

export type SharedKind = "STANDARD" | "PUBLICATION";
export type LinkScope = "mine" | "tenant";

interface PageQuery {
  page: number;
  size: number;
}

export const sharingKeys = {
  all: ["sharing"] as const,
  sharedWithMe: ["sharing", "with-me"] as const,
  sharedWithMePage: (kind: SharedKind, query: PageQuery) => ["sharing", "with-me", kind, query] as const,
  sharedByMe: ["sharing", "by-me"] as const,
  publicationsSharedPage: (query: PageQuery) => ["sharing", "by-me", "PUBLICATION", query] as const,
  recipients: (contentId: number) => ["sharing", "recipients", contentId] as const,
  targets: (groups: boolean, keyword: string) => ["sharing", "targets", { groups, keyword }] as const,
  links: ["sharing", "links"] as const,
  linkList: (scope: LinkScope) => ["sharing", "links", "list", scope] as const,
  linkPage: (scope: LinkScope, contentId: number | null, query: PageQuery) =>
    ["sharing", "links", "list", scope, contentId, query] as const,
  linkAccesses: (linkId: number) => ["sharing", "links", "accesses", linkId] as const,
  /** Not under `links`: opening logs a visit, and a change of the links must not open it again. */
  linkOpening: (token: string) => ["sharing", "link-opening", token] as const,
  linkPreview: (token: string) => ["sharing", "link-preview", token] as const,
};

/** A page of the documents of one kind shared with the user. */
export const sharedWithMeQuery = (kind: SharedKind, query: PageQuery) =>
  queryOptions({
    queryKey: sharingKeys.sharedWithMePage(kind, query),
    queryFn: () =>
      dataOf(
        kind === "STANDARD"
          ? client.GET("/api/shared-documents/current-user/STANDARD", { params: { query } })
          : client.GET("/api/shared-documents/current-user/PUBLICATION", { params: { query } }),
      ),
  });

/** A page of the publications the user shared. */
export const publicationsSharedQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: sharingKeys.publicationsSharedPage(query),
    queryFn: () =>
      dataOf(client.GET("/api/shared-documents/shared-by/current-user/PUBLICATION", { params: { query } })),
  });

/** The users and groups a document was shared with ("sent" in the share dialog). */
export const shareRecipientsQuery = (contentId: number) =>
  queryOptions({
    queryKey: sharingKeys.recipients(contentId),
    queryFn: () =>
      dataOf(
        client.GET("/api/contentShare/getSharedGroupAndUserByContentID/{id}", {
          params: { path: { id: contentId } },
          ...ui({ quiet: true }),
        }),
      ),
  });

/** Users and groups matching the keyword; a valid e-mail nobody matched is looked up by e-mail. */
async function searchTargets(keyword: string, groups: boolean): Promise<ShareTarget[] | undefined> {
  const k = keyword.trim();
  let found: ShareTarget[] = [];
  if (groups) {
    const { data } = await client.GET("/api/contentShare/searchUsersAndGroups", {
      params: { query: { keyword: k } },
      ...ui({ quiet: true }),
    });
    if (!data) return undefined;
    found = data;
  }
  if (found.length === 0 && isEmail(k)) {
    const { data } = await client.POST("/api/user/searchUsersByEmail", { body: { email: k }, ...ui({ quiet: true }) });
    if (!data) return undefined;
    found = [data];
  }
  return found;
}

/** The share dialog's search (`groups`: the account can share with groups). */
export const shareTargetsQuery = (groups: boolean, keyword: string) =>
  queryOptions({
    queryKey: sharingKeys.targets(groups, keyword),
    queryFn: async () => orFail(await searchTargets(keyword, groups)),
  });

/** A page of the caller's share links (of one document, or all of the scope). */
export const shareLinksQuery = (scope: LinkScope, contentId: number | null, query: PageQuery) =>
  queryOptions({
    queryKey: sharingKeys.linkPage(scope, contentId, query),
    queryFn: () =>
      dataOf(
        client.GET("/api/contentShare/links", {
          params: { query: { scope, ...query, ...(contentId ? { contentID: contentId } : {}) } },
        }),
      ),
  });

/** A link's access log (its 50 latest opens). */
export const shareLinkAccessesQuery = (linkId: number) =>
  queryOptions({
    queryKey: sharingKeys.linkAccesses(linkId),
    queryFn: () =>
      dataOf(
        client.GET("/api/contentShare/links/{id}/accesses", {
          params: { path: { id: linkId }, query: { page: 0, size: 50 } },
        }),
      ),
  });

/** Opening a share link (it logs the visit): what the landing page does with it. */
export const shareLinkOpeningQuery = (token: string) =>
  queryOptions({
    queryKey: sharingKeys.linkOpening(token),
    queryFn: async (): Promise<LinkOutcome> => {
      const result = await client
        .POST("/api/contentShare/links/open/{token}", { params: { path: { token } }, ...ui({ silent: true }) })
        .catch(() => null);
      return orFail(
        result
          ? linkOutcome(result.response.status, result.data, isProblem(result.error) ? result.error : null)
          : undefined,
      );
    },
  });

/**
 * What a share link leads to, for the sign-in page it lands on signed out (GET
 * /api/contentShare/links/preview/{token}): null for a token of no link (404) or a tenant without
 * links; a failure is retried by the query.
 */
export const shareLinkPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: sharingKeys.linkPreview(token),
    queryFn: async () => {
      const result = await client.GET("/api/contentShare/links/preview/{token}", {
        params: { path: { token } },
        ...ui({ silent: true }),
      });
      if (result.data) return result.data;
      const status = result.response.status;
      if (status === 404 || status === 400 || status === 403) return null;
      throw new Error(`share link preview: ${status}`);
    },
    retry: 1,
    staleTime: 60_000,
  });

/**
 * Shares a document with each chosen person, e-mail address or group (one call each; a failed one
 * does not stop the others, and the share fails when any did). Whatever went through shows in the
 * recipients and in the lists of shared documents, so those are asked again either way.
 */
export const shareDocumentMutation = (document: Pick<SharedDocument, "contentId" | "title">) =>
  mutationOptions({
    mutationKey: [...sharingKeys.all, "share", document.contentId],
    mutationFn: async (targets: readonly ShareTarget[]) => {
      const contentID = document.contentId;
      const title = document.title;
      let refused: QueryFailed | null = null;
      for (const target of targets) {
        const result = target.isGroup
          ? await client.POST("/api/contentShare/withGroup", {
              body: { contentID, sharedWithGroupID: target.id ?? 0, title },
            })
          : await client.POST("/api/contentShare/withUser", {
              body:
                target.id !== null
                  ? { contentID, sharedWithUserID: target.id, title }
                  : { contentID, email: target.email ?? target.name, externalUser: true, title },
            });
        if (result.error) refused = new QueryFailed(result.response.status, result.error);
      }
      if (refused) throw refused;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKeys.recipients(document.contentId) }),
        queryClient.invalidateQueries({ queryKey: sharingKeys.sharedWithMe }),
        queryClient.invalidateQueries({ queryKey: sharingKeys.sharedByMe }),
      ]),
  });

/** Creates a share link to a document (the share dialog's link tab); the lists of links are asked again. */
export const createShareLinkMutation = () =>
  mutationOptions({
    mutationKey: [...sharingKeys.links, "create"],
    mutationFn: ({ contentId, expiresIn }: { contentId: number; expiresIn: LinkExpiry }) =>
      dataOf(client.POST("/api/contentShare/links", { body: { contentID: contentId, expiresIn } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.links }),
  });

/** Revokes a share link; `successMessage` is said after, and the lists of links are asked again. */
export const revokeShareLinkMutation = (successMessage: Message) =>
  mutationOptions({
    mutationKey: [...sharingKeys.links, "revoke"],
    mutationFn: (id: number) =>
      dataOf(client.DELETE("/api/contentShare/links/{id}", { params: { path: { id } }, ...ui({ successMessage }) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.links }),
  });
