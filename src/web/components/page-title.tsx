import { useEffect } from 'react';

/**
 * The screen's title, written into the page's one <title>. React 19 would hoist a <title> of its
 * own beside index.html's (or the server's) and leave two in the head; a search engine or a tab
 * may pick either. On the server (app/first-screen.tsx) it is React's <title>, which the server
 * takes out of the markup and puts in the head in place of index.html's.
 */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  // Hoisted out of the markup, so the browser's first pass draws the same body without it.
  return typeof document === 'undefined' ? <title>{children}</title> : null;
}
