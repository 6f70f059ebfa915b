// The console's router: react-admin's own hash router, but with navigations applied at once
// instead of inside React.startTransition.
//
// Why (issue 12, defect 10; tests/e2e/admin-login.test.ts): react-admin 5 asks its router for no
// transitions (`future.v7_startTransition: false`), which react-router 7 ignores — it wraps every
// navigation in startTransition unless `useTransitions={false}`. react-admin's logout navigates to
// /login and in the same tick clears the store and the query cache. Inside a transition the
// signed-in tree (layout, menu, dashboard) stays mounted while the login page renders in the
// background, so its auth query (checkAuth, cached as failed and just cleared) runs again, fails
// again and logs out again: a new navigation, a new clear, and the transition starts over. On a
// busy machine it never commits, and a fresh browser navigated to /#/login hundreds of times a
// second. Applied at once, the navigation unmounts the signed-in tree before the cache is cleared.
import { createHashRouter, RouterProvider } from "react-router";
import { App } from "../App.tsx";

const router = createHashRouter([{ path: "*", element: <App /> }]);

export function ConsoleRouter() {
  return <RouterProvider router={router} useTransitions={false} />;
}
