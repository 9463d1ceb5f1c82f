import { renderStandaloneLanding } from "./features/landing/standalone";
import { startsOnLanding } from "./lib/landing-entry";
import { browserStorage, readSessionHistory } from "./lib/session-history";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// LANDING-7: a first-time visitor gets the landing page's own entry; the app is a chunk of its own.
const loadApp = () => import("./app/start");
// PLATFORM-17: the server marks the page of a browser that holds a session cookie (the cookie itself is
// out of reach): that browser starts the app at once, as one that signed in here before.
const holdsSession = document.querySelector('meta[name="meridian-session"]') !== null;
const wasAuthenticated = readSessionHistory(browserStorage()).wasAuthenticated || holdsSession;
if (startsOnLanding(window.location, wasAuthenticated)) {
  renderStandaloneLanding(container, loadApp);
} else {
  // The shell's routes download beside the app rather than after it (AppRoutes asks for them too).
  if (wasAuthenticated) void import("./app/routes/shell-routes");
  void loadApp().then((app) => app.startApp(container));
}
