export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; a trailing full stop or bracket belongs to the sentence.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'’]/gi;

function ownHref(candidate: string, ownOrigin: string): string | null {
  try {
    const url = new URL(candidate.startsWith('www.') ? `https://${candidate}` : candidate);
    return url.origin === ownOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
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
