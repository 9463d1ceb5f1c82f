// The signed-in user's own account controls (AUTH-37, AUTH-38).
export { SecurityPage } from "./pages/security-page";
