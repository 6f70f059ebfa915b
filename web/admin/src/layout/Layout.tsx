import type { ReactNode } from "react";
import { Layout as RaLayout } from "react-admin";
import { Menu } from "./Menu.tsx";

/**
 * react-admin's layout grows to fit its widest table (`min-width: fit-content`): the page then
 * scrolls sideways under a fixed app bar that stays the window's width. Here the page keeps the
 * window's width and a wide table scrolls inside its own frame.
 */
const fitWindow = {
  minWidth: 0,
  "& .RaLayout-content": { minWidth: 0 },
  "& .RaList-main": { minWidth: 0 },
  "& .RaList-root, & .RaList-main, & .RaList-content": { minWidth: 0, maxWidth: "100%" },
  "& .RaDataTable-root": { overflowX: "auto", maxWidth: "100%" },
};

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout menu={Menu} sx={fitWindow}>
      {children}
    </RaLayout>
  );
}
