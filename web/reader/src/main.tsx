import "./styles/global.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App.tsx";
import { prefetchEarlyQueries } from "./api/early-queries.ts";
import { firstScreen } from "./api/early-requests.ts";
import { queryClient } from "./api/queries.ts";
import { ErrorBoundary } from "./components/ErrorBoundary.tsx";
import { AuthProvider } from "./features/auth/AuthContext.tsx";
import { loadSignedOutScreens } from "./features/auth/signed-out-loader.ts";
import { PushStream } from "./features/push/PushStream.tsx";
import { TenantProvider } from "./features/tenant/TenantContext.tsx";
import { restoreLocale } from "./i18n/index.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first screen's data goes into the query cache now, while the locale and the page's chunk
// load: the page then reads it there (its calls take the answers boot.ts started).
void prefetchEarlyQueries();

// The locale of the cookie is loaded before the first render (no flash of English), and so are
// the sign-in screens without a session (boot.ts started their chunk): the first paint is the form.
// A transition: React renders the app in slices and leaves the main thread free in between.
const signedOut = firstScreen(location).session ? null : loadSignedOutScreens().catch(() => {});
void Promise.allSettled([restoreLocale(), signedOut]).finally(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <TenantProvider>
                <AuthProvider>
                  <PushStream />
                  <App />
                </AuthProvider>
              </TenantProvider>
            </BrowserRouter>
          </QueryClientProvider>
        </ErrorBoundary>
      </StrictMode>,
    ),
  );
});
