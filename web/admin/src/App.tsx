// The console: react-admin over /api/admin/* (ra-data-simple-rest). Resources are added as
// <Resource name="tenants" {...tenants} /> with one folder per resource (src/tenants/ …);
// pages that are not resources go under <CustomRoutes>.
import { Admin, CustomRoutes } from "react-admin";
import { Route } from "react-router";
import { Dashboard } from "./dashboard/Dashboard.tsx";
import { HEALTH_PATH, HealthPage } from "./health/index.ts";
import { i18nProvider } from "./i18n/index.ts";
import { Layout } from "./layout/Layout.tsx";
import { authProvider } from "./providers/authProvider.ts";
import { dataProvider } from "./providers/dataProvider.ts";

export function App() {
  return (
    <Admin
      disableTelemetry
      title="Norma console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={Layout}
      requireAuth
    >
      <CustomRoutes>
        <Route path={HEALTH_PATH} element={<HealthPage />} />
      </CustomRoutes>
    </Admin>
  );
}
