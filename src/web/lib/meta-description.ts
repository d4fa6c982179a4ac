import { useEffect } from 'react';

/**
 * Sets the page's meta description while the screen is shown, then puts back the
 * site-wide one from index.html. Updating that tag (rather than rendering a second
 * <meta> as React would) keeps a single description for link previews.
 */
export function useMetaDescription(content: string | undefined): void {
  useEffect(() => {
    if (!content) return;
    const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) return;
    const previous = tag.content;
    tag.content = content;
    return () => {
      tag.content = previous;
    };
  }, [content]);
}

/** A description fit for a search result: one line of text, at most ~160 characters. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
