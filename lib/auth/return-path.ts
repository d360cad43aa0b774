/**
 * The dashboard address a request asked for, set by the proxy (proxy.ts) on every dashboard
 * request so that a signed-out visitor is sent to sign in and then back there: the dashboard's
 * layout, which checks the session, is not told its page's path.
 */
export const dashboardPathHeader = "x-dashboard-path";
