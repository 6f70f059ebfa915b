// Analytics page types (spec 1 §2): exposed as body[data-page-type] for the tenant's tag manager;
// anything else counts as home.
const PAGE_TYPES: [RegExp, string][] = [
  [/^\/myAccount/, "myAccount"],
  [/^\/sharedWithMe/, "sharedWithMe"],
  [/^\/favorites/, "favorites"],
  [/^\/notes/, "notes"],
  [/^\/video/, "video"],
  [/^\/publicationsShared/, "publicationsShared"],
  [/^\/trackChanges|^\/tracked-documents/, "trackChanges"],
  [/^\/document(-view)?\/?/, "document"],
  [/^\/mysubscription-search/, "mysubscription-search"],
  [/^\/content-search|^\/semantic-search/, "content-search"],
  [/^\/usage-report/, "usage-report"],
  [/^\/resolve/, "resolve"],
  [/^\/group-detail/, "group-detail"],
  [/^\/groups/, "groups"],
  [/^\/links-management/, "links-management"],
  [/^\/user-resources/, "user-resources"],
];

export function pageTypeOf(pathname: string): string {
  return PAGE_TYPES.find(([re]) => re.test(pathname))?.[1] ?? "home";
}
