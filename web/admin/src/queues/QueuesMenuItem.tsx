// The operators' queue dashboard (bull-board, served by the API at /management/queues/). A
// browser cannot send the console's bearer token when it opens a page, so the item asks the API
// for a one-minute link (POST /management/queues/session) that gives the dashboard a cookie of
// its own, and opens it in a new tab (opened at the click, so no pop-up blocker stops it).
import ViewListIcon from "@mui/icons-material/ViewList";
import type { MouseEvent } from "react";
import { Menu as RaMenu, useNotify } from "react-admin";
import { client } from "../api/client.ts";

export const QUEUES_SESSION_PATH = "/management/queues/session";

export function QueuesMenuItem() {
  const notify = useNotify();
  async function open(event: MouseEvent) {
    event.preventDefault();
    const tab = window.open("about:blank", "_blank");
    const { data } = await client.POST(QUEUES_SESSION_PATH).catch(() => ({ data: undefined }));
    if (!data) {
      tab?.close();
      notify("norma.queues.failed", { type: "error" });
      return;
    }
    if (tab) tab.location.href = data.url;
    else window.location.assign(data.url);
  }
  return (
    <RaMenu.Item
      to="/management/queues/"
      onClick={(e: MouseEvent) => void open(e)}
      primaryText="norma.queues.menu"
      leftIcon={<ViewListIcon />}
    />
  );
}
