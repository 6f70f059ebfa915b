// The console's theme: react-admin's default with one change for phones (issue 26). The bulk
// actions toolbar of a list floats over the table's header at one fixed height with its buttons
// on one line, so at 375 px the buttons after "n items selected" fell off the right (or, right to
// left, the left) edge. Below the `sm` breakpoint it takes its place in the page instead, grows
// with its content and wraps its buttons onto further lines, each reachable.
// The page's title in the app bar and the menu's entries were cut off where they were longer than
// their room ("Compass point setti…", an Arabic title cut mid-word at 375 px): they wrap instead
// (the title onto two lines at most, in a smaller size on a phone).
import type { ThemeOptions } from "@mui/material/styles";
import { defaultTheme } from "react-admin";

const PHONE = "@media (max-width:599.95px)";

export const consoleTheme: ThemeOptions = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    RaMenuItemLink: { styleOverrides: { root: { whiteSpace: "normal" } } },
    RaAppBar: {
      styleOverrides: {
        root: {
          [PHONE]: {
            "& #react-admin-title": {
              whiteSpace: "normal",
              fontSize: "1rem",
              lineHeight: 1.25,
              display: "-webkit-box",
              WebkitLineClamp: 2,
              WebkitBoxOrient: "vertical",
              overflowWrap: "anywhere",
            },
          },
        },
      },
    },
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: {
          [PHONE]: {
            "& .RaBulkActionsToolbar-toolbar": {
              position: "static",
              transform: "none",
              height: "auto",
              flexWrap: "wrap",
              rowGap: 4,
              paddingTop: 4,
              paddingBottom: 4,
            },
            "& .RaBulkActionsToolbar-title": { flexWrap: "wrap", flex: "1 1 auto", minWidth: 0 },
            "& .RaBulkActionsToolbar-topToolbar": {
              flexWrap: "wrap",
              whiteSpace: "normal",
              justifyContent: "flex-start",
              backgroundColor: "transparent",
            },
            // Nothing selected: no toolbar at all (the override above would otherwise keep its padding).
            "& .RaBulkActionsToolbar-collapsed": { height: 0, minHeight: 0, padding: 0, overflow: "hidden" },
          },
        },
      },
    },
  } as ThemeOptions["components"],
};
