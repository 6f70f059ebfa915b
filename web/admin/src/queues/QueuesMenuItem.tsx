// The operators' queue dashboard (bull-board, served by the API at /management/queues/). A
// browser cannot send the console's bearer token when it opens a page, so the console asks the API
// for a one-minute link (POST /management/queues/session) that gives the dashboard a cookie of
// its own. The menu item opens it in a new tab at the click (so no pop-up blocker stops it); the
// item's own address (#/queues, what "open in a new tab" or a bookmark opens) is a console page
// that asks for the link and goes there, instead of a "not found".
import ViewListIcon from "@mui/icons-material/ViewList";
import { type MouseEvent, useEffect, useState } from "react";
import { Menu as RaMenu, Title, useNotify, useTranslate } from "react-admin";
import { client } from "../api/client.ts";

export const QUEUES_SESSION_PATH = "/management/queues/session";
export const QUEUES_PATH = "/queues";

/** The dashboard's one-minute address, or null when the API refused it. */
async function dashboardUrl(): Promise<string | null> {
  const { data } = await client.POST(QUEUES_SESSION_PATH).catch(() => ({ data: undefined }));
  return data?.url ?? null;
}

export function QueuesMenuItem() {
  const notify = useNotify();
  async function open(event: MouseEvent) {
    // A plain click opens the dashboard in a new tab; with a modifier key (or the middle button)
    // the browser opens the item's own address, QueuesPage.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const tab = window.open("about:blank", "_blank");
    const url = await dashboardUrl();
    if (!url) {
      tab?.close();
      notify("norma.queues.failed", { type: "error" });
      return;
    }
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  }
  return (
    <RaMenu.Item
      to={QUEUES_PATH}
      onClick={(e: MouseEvent) => void open(e)}
      primaryText="norma.queues.menu"
      leftIcon={<ViewListIcon />}
    />
  );
}

/** #/queues: asks for the dashboard's link and goes there (a tab opened from the item's address). */
export function QueuesPage() {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void dashboardUrl().then((url) => {
      if (!live) return;
      if (url) window.location.replace(url);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <Title title="norma.queues.menu" />
      <p role={failed ? "alert" : "status"} style={{ padding: 16 }}>
        {translate(failed ? "norma.queues.failed" : "norma.queues.opening")}
      </p>
    </>
  );
}
