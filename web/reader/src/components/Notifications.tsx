// The notification banner (ERROR, SUCCESS, INFO): each hides after 7 s or when closed. Notices
// never cover a docked dialog's actions (issue 12: the compass point dialog, docked in the same
// bottom end corner, had its Save and Cancel under them): while one is open (marked
// data-notices-avoid) they move beside it when the window has room, else above its footer.
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { dismiss, notifications } from "../features/notify/notify-store.ts";
import "./notifications.css";

export function Notifications() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(notifications.subscribe, notifications.get, notifications.get);
  const region = useRef<HTMLDivElement>(null);
  // The page keeps room for the notices below its end (notifications.css).
  useEffect(() => {
    const el = region.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = el.getBoundingClientRect().height;
      root.style.setProperty("--notifications-space", height > 0 ? `${Math.ceil(height) + 16}px` : "0px");
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--notifications-space");
    };
  }, []);
  const showing = items.length > 0;
  useEffect(() => {
    const el = region.current;
    if (!el || !showing) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeNotices(el));
    };
    placeNotices(el);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("resize", schedule);
    };
  }, [showing]);
  return (
    <div ref={region} className="notifications" aria-live="polite" aria-relevant="additions">
      {items.map((n) => (
        <div
          key={n.id}
          className={`notification notification--${n.type.toLowerCase()}`}
          role={n.type === "ERROR" ? "alert" : "status"}
          data-type={n.type}
        >
          <span className="notification__text">{n.message}</span>
          <button type="button" className="icon-button" onClick={() => dismiss(n.id)} aria-label={t("common.close")}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}

/** The room kept between the notices and what they avoid, and the window's edges (var(--space-4)). */
const GAP = 16;

/** Moves the notices clear of a docked dialog (data-notices-avoid), or back to their corner. */
export function placeNotices(region: HTMLElement): void {
  const dialog = document.querySelector<HTMLElement>("[data-notices-avoid]");
  region.style.removeProperty("--notices-end");
  region.style.removeProperty("--notices-bottom");
  if (!dialog) return;
  const box = dialog.getBoundingClientRect();
  const rtl = getComputedStyle(region).direction === "rtl";
  const width = window.innerWidth;
  // From the window's end edge to the dialog's start side.
  const besideAt = (rtl ? box.right : width - box.left) + GAP;
  if (besideAt + region.offsetWidth + GAP <= width) {
    region.style.setProperty("--notices-end", `${Math.ceil(besideAt)}px`);
    return;
  }
  const actions = dialog.querySelector<HTMLElement>("footer") ?? dialog;
  const top = actions.getBoundingClientRect().top;
  region.style.setProperty("--notices-bottom", `${Math.ceil(window.innerHeight - top + GAP)}px`);
}
