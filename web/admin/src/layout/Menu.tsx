// The sidebar: dashboard, the resources, then the operational pages, each offered only to those the
// API lets use it (access/screen-access.ts): the process-wide pages (logs, metrics, queues,
// configuration) are the platform operator's, the compass point screens their administrators'.
// The API docs only while the API offers them (management/info's `api-docs` profile, API_DOCS); the
// operator's database console, a page of its own outside the console, when the API names one.
import ApiIcon from "@mui/icons-material/Api";
import BarChartIcon from "@mui/icons-material/BarChart";
import ExploreIcon from "@mui/icons-material/Explore";
import HistoryIcon from "@mui/icons-material/History";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import ListAltIcon from "@mui/icons-material/ListAlt";
import MonitorHeartIcon from "@mui/icons-material/MonitorHeart";
import PublishIcon from "@mui/icons-material/Publish";
import SettingsIcon from "@mui/icons-material/Settings";
import SpeedIcon from "@mui/icons-material/Speed";
import StorageIcon from "@mui/icons-material/Storage";
import SyncProblemIcon from "@mui/icons-material/SyncProblem";
import { ListItemIcon, MenuItem } from "@mui/material";
import { Menu as RaMenu, usePermissions, useTranslate } from "react-admin";
import { mayUse, type Screen } from "../access/screen-access.ts";
import { API_DOCS_PATH } from "../apidocs/ApiDocsPage.tsx";
import { AUDITS_PATH } from "../audits/AuditsPage.tsx";
import { PUBLISH_PATH } from "../catalogue/PublishPage.tsx";
import { CONFIGURATION_PATH } from "../configuration/ConfigurationPage.tsx";
import { HEALTH_PATH } from "../health/index.ts";
import { LOGS_PATH } from "../logs/LogsPage.tsx";
import { METRICS_PATH } from "../metrics/MetricsPage.tsx";
import { QueuesMenuItem } from "../queues/QueuesMenuItem.tsx";
import { REANCHOR_PATH } from "../reanchor/ReanchorFailuresPage.tsx";
import { UNRESOLVED_REFERENCES_PATH } from "../references/UnresolvedReferencesPage.tsx";
import { CP_REPORT_PATH, USAGE_REPORT_PATH } from "../reports/ReportsPages.tsx";
import { databaseConsoleOf, offersApiDocs, useManagementInfo } from "./management-info.ts";

export function Menu() {
  const { permissions } = usePermissions<string[]>();
  // Only what the user may use is offered (access/screen-access.ts, checked against the contract).
  const may = (screen: Screen) => mayUse(permissions, screen);
  const { info } = useManagementInfo();
  const databaseConsole = databaseConsoleOf(info);
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItems />
      {may("publish") && <RaMenu.Item to={PUBLISH_PATH} primaryText="norma.publish.menu" leftIcon={<PublishIcon />} />}
      {may("audits") && <RaMenu.Item to={AUDITS_PATH} primaryText="norma.audits.menu" leftIcon={<HistoryIcon />} />}
      {may("usage-report") && (
        <RaMenu.Item to={USAGE_REPORT_PATH} primaryText="norma.reports.usage.menu" leftIcon={<BarChartIcon />} />
      )}
      {may("compass-points-report") && (
        <RaMenu.Item to={CP_REPORT_PATH} primaryText="norma.reports.compassPoints.menu" leftIcon={<ExploreIcon />} />
      )}
      <RaMenu.Item to={HEALTH_PATH} primaryText="norma.health.menu" leftIcon={<MonitorHeartIcon />} />
      {may("metrics") && <RaMenu.Item to={METRICS_PATH} primaryText="norma.metrics.menu" leftIcon={<SpeedIcon />} />}
      {may("logs") && <RaMenu.Item to={LOGS_PATH} primaryText="norma.logs.menu" leftIcon={<ListAltIcon />} />}
      {may("queues") && <QueuesMenuItem />}
      {may("reanchor") && (
        <RaMenu.Item to={REANCHOR_PATH} primaryText="norma.reanchor.menu" leftIcon={<SyncProblemIcon />} />
      )}
      {may("unresolved-references") && (
        <RaMenu.Item
          to={UNRESOLVED_REFERENCES_PATH}
          primaryText="norma.unresolvedReferences.menu"
          leftIcon={<LinkOffIcon />}
        />
      )}
      {may("configuration") && (
        <RaMenu.Item to={CONFIGURATION_PATH} primaryText="norma.configuration.menu" leftIcon={<SettingsIcon />} />
      )}
      {databaseConsole && <DatabaseConsoleItem url={databaseConsole} />}
      {offersApiDocs(info) && (
        <RaMenu.Item to={API_DOCS_PATH} primaryText="norma.apiDocs.menu" leftIcon={<ApiIcon />} />
      )}
    </RaMenu>
  );
}

/** A link out of the console (a new tab): the database console is the operator's own tool. */
function DatabaseConsoleItem({ url }: { url: string }) {
  const translate = useTranslate();
  return (
    // Looks as react-admin's entries do (their colours and icon room), wrapping as they do.
    <MenuItem
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ whiteSpace: "normal", color: "text.secondary" }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: "text.secondary" }}>
        <StorageIcon fontSize="small" />
      </ListItemIcon>
      {translate("norma.databaseConsole.menu")}
    </MenuItem>
  );
}
