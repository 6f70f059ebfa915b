// Resources live under /api/admin/<resource> and speak ra-data-simple-rest's conventions
// (sort, range and filter query parameters; Content-Range header).
import simpleRestProvider from "ra-data-simple-rest";
import { httpClient } from "./httpClient.ts";

export const ADMIN_API = "/api/admin";

export const dataProvider = simpleRestProvider(ADMIN_API, httpClient);
