/**
 * The first version of the app used hash routes, and referral links such as
 * `/#/auth?ref=ABC` were shared widely. Turn them into real paths before the
 * router reads the URL (decisions §3).
 */
export function redirectLegacyHashUrl(location: Location = window.location, history: History = window.history): void {
  if (!location.hash.startsWith('#/')) return;
  history.replaceState(history.state, '', location.hash.slice(1));
}
