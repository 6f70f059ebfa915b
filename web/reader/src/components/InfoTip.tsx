// An info tooltip: a small button whose description shows on hover and focus.
import { type ReactNode, useId, useState } from "react";
import "./popover.css";

export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="info-tip">
      <button
        type="button"
        className="info-tip__button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setOpen(false);
        }}
      >
        i
      </button>
      <span id={id} role="tooltip" className={`info-tip__text${open ? " info-tip__text--open" : ""}`}>
        {children}
      </span>
    </span>
  );
}
