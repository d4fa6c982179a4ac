export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; a trailing full stop or bracket belongs to the sentence.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'’]/gi;

/**
 * The path inside the app an address leads to, or null when it leads elsewhere. The path is
 * what the browser follows, so it is judged as the browser reads it: resolved against our
 * origin, it must still be ours (`https://us//evil.example` has our origin, but its path
 * `//evil.example` is another site).
 */
function ownHref(candidate: string, ownOrigin: string): string | null {
  try {
    const url = new URL(candidate.startsWith('www.') ? `https://${candidate}` : candidate);
    if (url.origin !== ownOrigin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return new URL(path, ownOrigin).origin === ownOrigin ? path : null;
  } catch {
    return null;
  }
}

/**
 * A message cut into text and links: only addresses on our own site become links (a relative
 * path, so they stay in the app); any other address stays plain text, since a link in a
 * message is how phishing and off-platform payment pages travel.
 */
export function messageSegments(body: string, ownOrigin: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let cursor = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const href = ownHref(match[0], ownOrigin);
    if (!href) continue;
    if (start > cursor) segments.push({ kind: 'text', text: body.slice(cursor, start) });
    segments.push({ kind: 'link', text: match[0], href });
    cursor = start + match[0].length;
  }
  if (cursor < body.length) segments.push({ kind: 'text', text: body.slice(cursor) });
  return segments;
}
