// Resources live under /api/admin/<resource> and speak ra-data-simple-rest's conventions
// (sort, range and filter query parameters; Content-Range header).
// The compass points list is the reader's admin call (compass-points/compassPointsDataProvider.ts);
// the SCIM tokens answer a whole list (identity/scimTokensDataProvider.ts).
import simpleRestProvider from "ra-data-simple-rest";
import { combineDataProviders, type DataProvider } from "react-admin";
import { COMPASS_POINTS, compassPointsDataProvider } from "../compass-points/compassPointsDataProvider.ts";
import { SCIM_TOKENS, scimTokensDataProvider } from "../identity/scimTokensDataProvider.ts";
import { httpClient } from "./httpClient.ts";

export const ADMIN_API = "/api/admin";

const rest = simpleRestProvider(ADMIN_API, httpClient);

export const dataProvider = combineDataProviders((resource) => {
  if (resource === COMPASS_POINTS) return compassPointsDataProvider as unknown as DataProvider;
  if (resource === SCIM_TOKENS) return scimTokensDataProvider as unknown as DataProvider;
  return rest;
});
