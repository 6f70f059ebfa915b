// English messages of the console: react-admin's own, plus Norma's under `norma.*`.
import englishMessages from "ra-language-english";
import type { TranslationMessages } from "react-admin";

export const norma = {
  app: {
    title: "Norma console",
  },
  auth: {
    // spec 3 §8: "Unauthorized: 'You are not authorized to access this page.'"
    notAuthorized: "You are not authorized to access this page.",
    unreachable: "Server not reachable",
    failed: "Sign-in failed. Please try again.",
  },
  dashboard: {
    title: "Dashboard",
  },
  health: {
    title: "API health",
    menu: "Health",
    subtitle: "The API and the services it depends on",
    refresh: "Refresh",
    checkedAt: "Checked at %{time}",
    component: "Component",
    status: "Status",
    details: "Details",
    noComponents: "No components reported.",
    unreachable: "The API did not answer (%{reason}).",
    loading: "Checking…",
    statuses: {
      UP: "UP",
      DOWN: "DOWN",
      UNKNOWN: "UNKNOWN",
    },
  },
};

export const en: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: {
      ...englishMessages.ra.auth,
      username: "E-mail",
    },
  },
  norma,
};
