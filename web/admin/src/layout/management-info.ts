// GET /management/info (spec 3: the profile info, "display-ribbon-on-profiles, activeProfiles
// (prod and swagger flags)"), read once and shared: the environment ribbon and the API docs flag
// (the `api-docs` profile: the docs menu entry and page, /admin/docs) and the operator's database
// console link (`databaseConsole`, spec 3: "a database console link appears only by flag") come
// from the same answer.
// The call needs ADMIN or OPERATOR, which every console user has; a refusal or a failure is no
// answer (no ribbon, no docs).
import { useQuery } from "@tanstack/react-query";
import { client } from "../api/client.ts";

export interface ManagementInfo {
  activeProfiles: string[];
  "display-ribbon-on-profiles": string;
  /** The operator's database console (DATABASE_CONSOLE_URL), given to OPERATOR sessions only. */
  databaseConsole?: string;
  /** The reader's address (PUBLIC_BASE_URL): "Try sign-in" opens a tenant's sign-in page there. */
  readerUrl?: string;
}

/** The API's profile of its documentation page (API_DOCS). */
export const API_DOCS_PROFILE = "api-docs";

export function useManagementInfo(): { info: ManagementInfo | null; loading: boolean } {
  const { data, isPending } = useQuery({
    queryKey: ["management", "info"],
    queryFn: async () => (await client.GET("/management/info")).data ?? null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { info: data ?? null, loading: isPending };
}

/** True when the API offers its documentation page (the `api-docs` profile is active). */
export function offersApiDocs(info: Pick<ManagementInfo, "activeProfiles"> | null): boolean {
  return info?.activeProfiles.includes(API_DOCS_PROFILE) ?? false;
}

/** The operator's database console to link to, when the API names one (only an http(s) address). */
export function databaseConsoleOf(info: Pick<ManagementInfo, "databaseConsole"> | null): string | null {
  const url = info?.databaseConsole;
  return url && /^https?:\/\//i.test(url) ? url : null;
}
