// The notification banner (ERROR, SUCCESS, INFO): each hides after 7 s or when closed.
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
