import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app-routes";
import { ErrorBoundary } from "./error-boundary";
import { AppProviders } from "./providers";

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ErrorBoundary fullScreen>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
