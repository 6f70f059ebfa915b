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
      // Not `requireAuth`: with it, react-admin's catch-all route logs out on mount while the
      // login page checks the session, and a fresh browser navigated between / and /#/login
      // hundreds of times a second (issue 12, tests/e2e/admin-login.test.ts). The dashboard and
      // resource pages still check the session (authProvider.checkAuth) and send anonymous users
      // to the login page; the API checks every call.
    >
      <CustomRoutes>
        <Route path={HEALTH_PATH} element={<HealthPage />} />
      </CustomRoutes>
    </Admin>
  );
}
