// Message dialogs (info and confirm) opened with showDialog(); they close with OK, CLOSE or CONFIRM.
import { useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../components/Modal.tsx";
import { dialogs } from "./notify-store.ts";

export function MessageDialogs() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(dialogs.subscribe, dialogs.get, dialogs.get);
  const okRef = useRef<HTMLButtonElement>(null);
  const top = open[open.length - 1];
  if (!top) return null;
  return (
    <Modal
      key={top.id}
      open
      size="sm"
      title={top.title}
      onClose={() => top.resolve("CLOSE")}
      initialFocus={okRef}
      footer={
        top.kind === "confirm" ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => top.resolve("CLOSE")}>
              {t("common.cancel")}
            </button>
            <button ref={okRef} type="button" className="button button--primary" onClick={() => top.resolve("CONFIRM")}>
              {top.confirmLabel ?? t("common.ok")}
            </button>
          </>
        ) : (
          <button ref={okRef} type="button" className="button button--primary" onClick={() => top.resolve("OK")}>
            {t("common.ok")}
          </button>
        )
      }
    >
      <div className="message-dialog" role="document">
        {top.message.split(/\n{2,}/).map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
          <p key={i}>{p}</p>
        ))}
        {top.links && top.links.length > 0 && (
          <ul className="message-dialog__links">
            {top.links.map((l) => (
              <li key={l.href}>
                <a href={l.href} target={l.href.startsWith("http") ? "_blank" : undefined} rel="noopener noreferrer">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
