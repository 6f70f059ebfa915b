import type { ReactNode } from "react";
import { Login, Layout as RaLayout } from "react-admin";
import { DirectionFrame } from "../i18n/DirectionFrame.tsx";
import { EnvironmentRibbon } from "./EnvironmentRibbon.tsx";
import { Menu } from "./Menu.tsx";

/**
 * react-admin's layout grows to fit its widest table (`min-width: fit-content`): the page then
 * scrolls sideways under a fixed app bar that stays the window's width. Here the page keeps the
 * window's width and a wide table scrolls inside its own frame (the table's wrapper: the list's
 * bulk actions toolbar sits above it, outside the frame, which would clip it).
 */
const fitWindow = {
  minWidth: 0,
  "& .RaLayout-content": { minWidth: 0 },
  "& .RaList-main": { minWidth: 0 },
  "& .RaList-root, & .RaList-main, & .RaList-content": { minWidth: 0, maxWidth: "100%" },
  "& .RaDataTable-root": { maxWidth: "100%" },
  "& .RaDataTable-tableWrapper": { overflowX: "auto", maxWidth: "100%" },
};

// The app bar's language menu is react-admin's own (LocalesMenuButton): it appears because the
// i18n provider offers more than one language, and remembers the choice in local storage.
export function Layout({ children }: { children: ReactNode }) {
  return (
    <DirectionFrame>
      <RaLayout menu={Menu} sx={fitWindow}>
        {children}
        <EnvironmentRibbon />
      </RaLayout>
    </DirectionFrame>
  );
}

/** The sign-in page in the chosen language's direction too. */
export function LoginPage() {
  return (
    <DirectionFrame>
      <Login />
    </DirectionFrame>
  );
}
