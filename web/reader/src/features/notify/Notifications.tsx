// The notification banner (ERROR, SUCCESS, INFO): each hides after 7 s or when closed. Notices
// never cover a docked dialog's actions (issue 12: the compass point dialog, docked in the same
// bottom end corner, had its Save and Cancel under them): while one is open (marked
// data-notices-avoid) they move beside it when the window has room, else above its footer.
// Notices also show above an open modal <dialog> (issue 12). showModal() puts the dialog in the
// browser's top layer, above every z-index, and makes everything outside it inert: hidden from
// screen readers and from the pointer, even an element shown later in the top layer. So while a
// modal dialog is open the notice region lives inside the topmost one (a portal), as a manual
// popover: shown after the dialog, it is the last element of the top layer, drawn above the
// dialog and clipped by none of its boxes, and being inside the dialog it stays announced and
// its close buttons usable, and the dialog's Tab cycle goes through them without leaving it.
import { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { messageText } from "./message.ts";
import { dismiss, notifications } from "./notify-store.ts";
import "./notifications.css";

export function Notifications() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(notifications.subscribe, notifications.get, notifications.get);
  // The region's element: a new one each time it moves into or out of a modal dialog.
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const host = useTopmostModalDialog();
  useEffect(() => {
    if (region && typeof region.showPopover === "function" && !region.matches(":popover-open")) region.showPopover();
  }, [region]);
  // The page keeps room for the notices below its end (notifications.css).
  useEffect(() => {
    const el = region;
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
  }, [region]);
  const showing = items.length > 0;
  useEffect(() => {
    const el = region;
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
  }, [showing, region]);
  const notices = (
    // Always in the page, empty when there is nothing to say (nothing to see or hit then): a live
    // region that appeared together with its notice would not be announced.
    <div ref={setRegion} className="notifications" popover="manual" aria-live="polite" aria-relevant="additions">
      {items.map((n) => (
        <div
          key={n.id}
          className={`notification notification--${n.type.toLowerCase()}`}
          role={n.type === "ERROR" ? "alert" : "status"}
          data-type={n.type}
        >
          <span className="notification__text">
            {/* Translated as shown: again after a language change (the component follows t). */}
            {messageText(n.message)}
          </span>
          <button type="button" className="icon-button" onClick={() => dismiss(n.id)} aria-label={t("common.close")}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
  return host ? createPortal(notices, host) : notices;
}

/**
 * The modal dialog on top (the last opened of those open), or null. Dialogs are opened and closed
 * by their own components (showModal, close, or removed): their open attribute tells.
 */
function useTopmostModalDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    // In the order they opened; the ones open before this mounted, in page order.
    let opened = [...document.querySelectorAll("dialog")].filter(isModal);
    const update = (records: MutationRecord[]) => {
      // Only an open attribute set (showModal) puts a dialog on top; a change of its children
      // (a re-render, this region moving in) leaves the order as it is.
      for (const r of records)
        if (r.type === "attributes" && r.target instanceof HTMLDialogElement && isModal(r.target)) {
          opened = opened.filter((d) => d !== r.target);
          opened.push(r.target);
        }
      opened = opened.filter(isModal);
      setTop(opened.at(-1) ?? null);
    };
    update([]);
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ["open"],
      childList: true,
      subtree: true,
    });
    return () => observer.disconnect();
  }, []);
  return top;
}

function isModal(dialog: HTMLDialogElement): boolean {
  return dialog.isConnected && dialog.open && dialog.matches(":modal");
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
