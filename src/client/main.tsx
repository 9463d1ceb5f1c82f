import { renderStandaloneLanding } from "./features/landing/standalone";
import { startsOnLanding } from "./lib/landing-entry";
import { keepToThePagePolicy } from "./lib/page-policy";
import { expectsSession } from "./lib/session-history";
import "./styles.css";

keepToThePagePolicy();
const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// LANDING-7: a first-time visitor gets the landing page's own entry; the app is a chunk of its own.
const loadApp = () => import("./app/start");
// PLATFORM-17: a browser with a session (or one that signed in here before) starts the app at once.
const wasAuthenticated = expectsSession();
if (startsOnLanding(window.location, wasAuthenticated)) {
  renderStandaloneLanding(container, loadApp);
} else {
  // The shell's routes download beside the app rather than after it (AppRoutes asks for them too).
  if (wasAuthenticated) void import("./app/routes/shell-routes");
  void loadApp().then((app) => app.startApp(container));
}
