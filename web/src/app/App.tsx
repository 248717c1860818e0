import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { configureHttp } from "../lib/http/http-client.ts";
import { startBuildCheck } from "./build-check/check-for-new-build.ts";
import { wireFeedback } from "./feedback/wire-feedback.ts";
import { createAppRouter } from "./router.tsx";
import { logout } from "./session/session.ts";

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
const router = createAppRouter(queryClient);

wireFeedback();
startBuildCheck();
configureHttp({
  logout: () => {
    logout(queryClient);
    void router.invalidate();
  },
  navigate: (to, state) => void router.navigate({ href: to, state }),
  currentPath: () => router.state.location.pathname,
});

export const App = () => (
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>
);
