import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type RouteComponent,
} from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { SpinnerPage } from "../ui/spinner/SpinnerPage.tsx";
import { setLocale } from "../lib/i18n/i18n.ts";
import { localeFromUrl } from "../lib/i18n/locales.ts";
import { decideAccess } from "./access/route-access.ts";
import { LandingLayout } from "./layouts/LandingLayout.tsx";
import { ErrorPage } from "./pages/ErrorPage.tsx";
import { PlaceholderPage } from "./pages/PlaceholderPage.tsx";
import { ReloadOnceError } from "./errors/ReloadOnceError.tsx";
import { RootLayout } from "./RootLayout.tsx";
import type { RouterContext } from "./router-context.ts";
import { loadSession, toSessionState } from "./session/session.ts";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The page title (an English text, translated): '{product} - {title}'. */
    title?: string;
  }
  interface HistoryState {
    /** Carried by the http client to /error/{status} (spec section 8). */
    errorMessage?: string;
    redirectTo?: string;
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // Clarification 31: lang applies before any redirect, so the next page already uses it.
    const locale = localeFromUrl(location.pathname, location.searchStr);
    if (locale) await setLocale(locale);
    return { session: await loadSession(context.queryClient) };
  },
  component: RootLayout,
  pendingComponent: SpinnerPage,
});

/** The access guard of spec section 2, in spec order (route-access.ts). */
const guard = ({ context, location }: { context: RouterContext; location: { pathname: string } }) => {
  const decision = decideAccess(location.pathname, toSessionState(context.session ?? null));
  if (decision.kind === "redirect") throw redirect({ href: decision.to, replace: true });
};

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ href: "/dashboard", replace: true });
  },
});

const languageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "language",
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/login${location.searchStr}`, replace: true });
  },
});

const landing = createRoute({ getParentRoute: () => rootRoute, id: "landing", component: LandingLayout, beforeLoad: guard });
const landingPage = <const TPath extends string>(path: TPath, title: string, component: RouteComponent = PlaceholderPage) =>
  createRoute({ getParentRoute: () => landing, path, component, staticData: { title } });

// Identity pages (features/auth, people, profile, preferences) load on demand: /login stays a small chunk.
const identityPage = {
  login: lazyRouteComponent(() => import("../features/auth/pages/LoginPage.tsx"), "LoginPage"),
  forgotPassword: lazyRouteComponent(() => import("../features/auth/pages/ForgotPasswordPage.tsx"), "ForgotPasswordPage"),
  signup: lazyRouteComponent(() => import("../features/auth/pages/SignupPage.tsx"), "SignupPage"),
  setPassword: lazyRouteComponent(() => import("../features/auth/pages/SetPasswordPage.tsx"), "SetPasswordPage"),
  verification: lazyRouteComponent(() => import("../features/auth/pages/VerificationPage.tsx"), "VerificationPage"),
  unsubscribe: lazyRouteComponent(() => import("../features/auth/pages/UnsubscribePage.tsx"), "UnsubscribePage"),
  terms: lazyRouteComponent(() => import("../features/auth/pages/LegalPage.tsx"), "TermsPage"),
  privacy: lazyRouteComponent(() => import("../features/auth/pages/LegalPage.tsx"), "PrivacyPage"),
  people: lazyRouteComponent(() => import("../features/people/PeoplePage.tsx"), "PeoplePage"),
  profile: lazyRouteComponent(() => import("../features/profile/ProfilePage.tsx"), "ProfilePage"),
  notificationSettings: lazyRouteComponent(() => import("../features/preferences/NotificationSettingsPage.tsx"), "NotificationSettingsPage"),
};

const landingPages = [
  landingPage("login", "Login", identityPage.login),
  landingPage("forgot-password", "Forgot password", identityPage.forgotPassword),
  landingPage("signup", "Sign up", identityPage.signup),
  landingPage("set-password", "Set password", identityPage.setPassword),
  landingPage("verification", "Email verification", identityPage.verification),
  landingPage("unsubscribe", "Unsubscribe", identityPage.unsubscribe),
  landingPage("terms", "Terms of service", identityPage.terms),
  landingPage("privacy", "Privacy policy", identityPage.privacy),
  landingPage("redirect", "Redirecting"),
  landingPage("error", "Error", ErrorPage),
  landingPage("error/$status", "Error", ErrorPage),
] as const;

// The signed-in shells load on demand, keeping the login route's JavaScript small.
const AppLayout = lazyRouteComponent(() => import("./layouts/AppLayout.tsx"), "AppLayout");
const AdminLayout = lazyRouteComponent(() => import("./layouts/AdminLayout.tsx"), "AdminLayout");

const app = createRoute({ getParentRoute: () => rootRoute, id: "app", component: AppLayout, beforeLoad: guard });
const appPage = <const TPath extends string>(path: TPath, title: string, component: RouteComponent = PlaceholderPage) =>
  createRoute({ getParentRoute: () => app, path, component, staticData: { title } });

// Feature pages load on demand too.
const DashboardPage = lazyRouteComponent(() => import("../features/work-time/dashboard/DashboardPage.tsx"), "DashboardPage");
const TimesheetPage = lazyRouteComponent(() => import("../features/work-time/timesheet/TimesheetPage.tsx"), "TimesheetPage");
const SchedulesPage = lazyRouteComponent(() => import("../features/schedules/SchedulesPage.tsx"), "SchedulesPage");
const ReportsPage = lazyRouteComponent(() => import("../features/reports/ReportsPage.tsx"), "ReportsPage");
const ReportPdfViewerPage = lazyRouteComponent(() => import("../features/reports/ReportPdfViewerPage.tsx"), "ReportPdfViewerPage");
// Organisation pages; /preference shows my preferences and the company's settings as sections.
const organisationPage = {
  preference: lazyRouteComponent(() => import("../features/settings/PreferenceSettingsPage.tsx"), "PreferenceSettingsPage"),
  workspace: lazyRouteComponent(() => import("../features/workspaces/WorkspacesPage.tsx"), "WorkspacesPage"),
  worktype: lazyRouteComponent(() => import("../features/work-types/WorkTypesPage.tsx"), "WorkTypesPage"),
  box: lazyRouteComponent(() => import("../features/devices/DevicesPage.tsx"), "BoxesPage"),
  innerRange: lazyRouteComponent(() => import("../features/devices/DevicesPage.tsx"), "DoorsPage"),
  gateway: lazyRouteComponent(() => import("../features/devices/DevicesPage.tsx"), "GatewaysPage"),
};
const PayrollPage = lazyRouteComponent(() => import("../features/payroll/PayrollPage.tsx"), "PayrollPage");

const BroadcastsPage = lazyRouteComponent(() => import("../features/notifications/BroadcastsPage.tsx"), "BroadcastsPage");

const appPages = [
  appPage("dashboard", "Dashboard", DashboardPage),
  appPage("timesheet", "Timesheet", TimesheetPage),
  appPage("schedules", "Schedules", SchedulesPage),
  appPage("preference", "Preferences", organisationPage.preference),
  appPage("preference/notifications", "Notification settings", identityPage.notificationSettings),
  appPage("raport", "Reports", ReportsPage),
  appPage("requests", "Requests", lazyRouteComponent(() => import("../features/requests/RequestsPage.tsx"), "RequestsPage")),
  appPage("profile", "Profile", identityPage.profile),
  appPage("box", "Boxes", organisationPage.box),
  appPage("inner-range", "Inner range", organisationPage.innerRange),
  appPage("gateway", "Gateway", organisationPage.gateway),
  appPage("notifications", "Notifications", BroadcastsPage),
  appPage("worktype", "Work types", organisationPage.worktype),
  appPage("visma", "Payroll", PayrollPage),
  appPage("workspace", "Workspaces", organisationPage.workspace),
  appPage("people", "People", identityPage.people),
] as const;

const admin = createRoute({ getParentRoute: () => rootRoute, path: "admin", component: AdminLayout, beforeLoad: guard });
const adminPage = <const TPath extends string>(path: TPath, title: string, component: RouteComponent = PlaceholderPage) =>
  createRoute({ getParentRoute: () => admin, path, component, staticData: { title } });
const adminPageOf = {
  audits: lazyRouteComponent(() => import("../features/admin/AuditsPage.tsx"), "AuditsPage"),
  clients: lazyRouteComponent(() => import("../features/admin/ClientsPage.tsx"), "ClientsPage"),
  dashboard: lazyRouteComponent(() => import("../features/admin/AdminDashboardPage.tsx"), "AdminDashboardPage"),
  logins: lazyRouteComponent(() => import("../features/admin-pages/LoginsPage.tsx"), "LoginsPage"),
  registerHistory: lazyRouteComponent(() => import("../features/admin-pages/RegisterHistoryPage.tsx"), "RegisterHistoryPage"),
  warnings: lazyRouteComponent(() => import("../features/admin-pages/WarningsPage.tsx"), "WarningsPage"),
  signupHistory: lazyRouteComponent(() => import("../features/admin-pages/SignupHistoryPage.tsx"), "SignupHistoryPage"),
  accounts: lazyRouteComponent(() => import("../features/admin-pages/AccountsPage.tsx"), "AccountsPage"),
};

// The sub-paths must match protectedSubPaths.admin in access/route-access.ts (the guard knows them from there).
const adminPages = [
  adminPage("/", "Admin", adminPageOf.dashboard),
  adminPage("clients", "Clients", adminPageOf.clients),
  adminPage("audits", "Audit logs", adminPageOf.audits),
  adminPage("notifications", "Notifications", lazyRouteComponent(() => import("../features/notifications/AdminBroadcastsPage.tsx"), "AdminBroadcastsPage")),
  adminPage("logins", "Logins", adminPageOf.logins),
  adminPage("register-history", "Register history", adminPageOf.registerHistory),
  adminPage("warnings", "Warnings", adminPageOf.warnings),
  adminPage("signup-history", "Signup history", adminPageOf.signupHistory),
  adminPage("accounts", "Accounts", adminPageOf.accounts),
] as const;

const pdfViewer = createRoute({
  getParentRoute: () => rootRoute,
  path: "report-pdf-viewer",
  beforeLoad: guard,
  component: ReportPdfViewerPage,
  staticData: { title: "Report" },
});

const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$",
  beforeLoad: () => {
    throw redirect({ href: "/error/404", replace: true });
  },
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  languageRoute,
  landing.addChildren([...landingPages]),
  app.addChildren([...appPages]),
  admin.addChildren([...adminPages]),
  pdfViewer,
  unknownRoute,
]);

export const createAppRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPendingComponent: SpinnerPage,
    defaultErrorComponent: ReloadOnceError,
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    defaultPreload: false,
    defaultNotFoundComponent: () => <Outlet />,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
