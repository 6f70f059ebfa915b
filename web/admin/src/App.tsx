// The console: react-admin over /api/admin/* (ra-data-simple-rest), one folder per resource
// (src/tenants/ …); the operational pages (audits, logs, metrics, health, configuration, API
// docs) are custom routes over the management calls.
import { Admin, CustomRoutes, Resource } from "react-admin";
import { Route } from "react-router";
import { mayUse, type Screen } from "./access/screen-access.ts";
import { accounts } from "./accounts/index.tsx";
import { API_DOCS_PATH, ApiDocsPage } from "./apidocs/ApiDocsPage.tsx";
import { AUDITS_PATH, AuditsPage } from "./audits/AuditsPage.tsx";
import { PUBLISH_PATH, PublishPage } from "./catalogue/PublishPage.tsx";
import { compassPoints } from "./compass-points/CompassPointList.tsx";
import { COMPASS_SETTINGS, compassSettings } from "./compass-points/CompassSettings.tsx";
import { CONFIGURATION_PATH, ConfigurationPage } from "./configuration/ConfigurationPage.tsx";
import { Dashboard } from "./dashboard/Dashboard.tsx";
import { feedback } from "./feedback/index.tsx";
import { HEALTH_PATH, HealthPage } from "./health/index.ts";
import { i18nProvider } from "./i18n/index.ts";
import { scimTokens } from "./identity/ScimTokens.tsx";
import { SCIM_TOKENS } from "./identity/scimTokensDataProvider.ts";
import { Layout, LoginPage } from "./layout/Layout.tsx";
import { consoleTheme } from "./layout/theme.ts";
import { LOGS_PATH, LogsPage } from "./logs/LogsPage.tsx";
import { METRICS_PATH, MetricsPage } from "./metrics/MetricsPage.tsx";
import { apiKeys } from "./open-api/ApiKeys.tsx";
import { webhookDeliveries } from "./open-api/WebhookDeliveries.tsx";
import { webhookEndpoints } from "./open-api/WebhookEndpoints.tsx";
import { authProvider } from "./providers/authProvider.ts";
import { dataProvider } from "./providers/dataProvider.ts";
import { QUEUES_PATH, QueuesPage } from "./queues/QueuesMenuItem.tsx";
import { REANCHOR_PATH, ReanchorFailuresPage } from "./reanchor/ReanchorFailuresPage.tsx";
import { UNRESOLVED_REFERENCES_PATH, UnresolvedReferencesPage } from "./references/UnresolvedReferencesPage.tsx";
import {
  CompassPointsReportPage,
  CP_REPORT_PATH,
  USAGE_REPORT_PATH,
  UsageReportPage,
} from "./reports/ReportsPages.tsx";
import { REVIEWS, reviews } from "./reviews/index.tsx";
import { tenants } from "./tenants/index.ts";
import { TENANT_TEXT_ENTRIES, tenantTextEntries } from "./tenants/TenantTextList.tsx";
import { users } from "./users/index.tsx";

export function App() {
  return (
    <Admin
      disableTelemetry
      title="norma.app.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={Layout}
      theme={consoleTheme}
      loginPage={LoginPage}
      // Anonymous visitors see the login page only, never the layout (the API checks every call
      // anyway). The login loop this once caused came from react-router's transitions, not from
      // requireAuth: see routing/ConsoleRouter.tsx.
      requireAuth
    >
      {(permissions: unknown) => {
        // Only the screens the user may use exist (access/screen-access.ts): a link to another
        // is the console's "not found", never an empty table under a refusal.
        const may = (screen: Screen) => mayUse(permissions, screen);
        return (
          <>
            {may("tenants") && <Resource name="tenants" {...tenants} />}
            {may("tenant-text-entries") && <Resource name={TENANT_TEXT_ENTRIES} {...tenantTextEntries} />}
            {may("users") && <Resource name="users" {...users} />}
            {may("accounts") && <Resource name="accounts" {...accounts} />}
            {may("reviews") && <Resource name={REVIEWS} {...reviews} />}
            {may("feedback") && <Resource name="feedback" {...feedback} />}
            {may("compass-points") && <Resource name="compass-points" {...compassPoints} />}
            {may("compass-point-settings") && <Resource name={COMPASS_SETTINGS} {...compassSettings} />}
            {may("api-keys") && <Resource name="api-keys" {...apiKeys} />}
            {may("webhook-endpoints") && <Resource name="webhook-endpoints" {...webhookEndpoints} />}
            {may("webhook-endpoints") && <Resource name="webhook-deliveries" {...webhookDeliveries} />}
            {may("scim-tokens") && <Resource name={SCIM_TOKENS} {...scimTokens} />}
            <CustomRoutes>
              <Route path={HEALTH_PATH} element={<HealthPage />} />
              {may("audits") && <Route path={AUDITS_PATH} element={<AuditsPage />} />}
              {may("logs") && <Route path={LOGS_PATH} element={<LogsPage />} />}
              {may("reanchor") && <Route path={REANCHOR_PATH} element={<ReanchorFailuresPage />} />}
              {may("unresolved-references") && (
                <Route path={UNRESOLVED_REFERENCES_PATH} element={<UnresolvedReferencesPage />} />
              )}
              {may("metrics") && <Route path={METRICS_PATH} element={<MetricsPage />} />}
              {may("configuration") && <Route path={CONFIGURATION_PATH} element={<ConfigurationPage />} />}
              <Route path={API_DOCS_PATH} element={<ApiDocsPage />} />
              {may("publish") && <Route path={PUBLISH_PATH} element={<PublishPage />} />}
              {may("usage-report") && <Route path={USAGE_REPORT_PATH} element={<UsageReportPage />} />}
              {may("compass-points-report") && <Route path={CP_REPORT_PATH} element={<CompassPointsReportPage />} />}
              {may("queues") && <Route path={QUEUES_PATH} element={<QueuesPage />} />}
            </CustomRoutes>
          </>
        );
      }}
    </Admin>
  );
}
