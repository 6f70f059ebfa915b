// The sidebar: dashboard, the custom pages, then every <Resource> as it is added.
import MonitorHeartIcon from "@mui/icons-material/MonitorHeart";
import { Menu as RaMenu } from "react-admin";
import { HEALTH_PATH } from "../health/index.ts";

export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.Item to={HEALTH_PATH} primaryText="norma.health.menu" leftIcon={<MonitorHeartIcon />} />
      <RaMenu.ResourceItems />
    </RaMenu>
  );
}
