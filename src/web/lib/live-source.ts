/** After a refusal (too many streams from this address, a server restarting), the next try. */
export const RETRY_REFUSED_MS = 60_000;

/**
 * An EventSource for a live stream that the server bounds (decision 044). Told 'superseded'
 * (the account opened more tabs than its share, and this one is the oldest), it stays closed
 * rather than reconnect and push out another tab, until the tab is shown again. Refused
 * outright (a 429), EventSource gives up for good: this tries again a minute later.
 * Returns the function that closes it.
 */
export function openLiveSource(url: string, listen: (source: EventSource) => void): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    clearTimeout(retry);
    const opened = new EventSource(url, { withCredentials: true });
    source = opened;
    listen(opened);
    opened.addEventListener('superseded', () => opened.close());
    opened.addEventListener('error', () => {
      if (opened.readyState === EventSource.CLOSED) retry = setTimeout(open, RETRY_REFUSED_MS);
    });
  };
  const reopenIfShown = () => {
    if (document.visibilityState === 'visible' && source?.readyState === EventSource.CLOSED) open();
  };
  document.addEventListener('visibilitychange', reopenIfShown);
  open();
  return () => {
    clearTimeout(retry);
    document.removeEventListener('visibilitychange', reopenIfShown);
    source?.close();
  };
}
