/** What a search engine and a link preview (WhatsApp, Messenger, Facebook) read of a page. */
export type PageMeta = {
  /** The page's name, for previews (og:title). */
  title: string;
  /** What the tab shows (<title>): the screen's own title, as the app writes it. */
  tabTitle: string;
  description: string;
  imageUrl: string | null;
  /** The page's canonical address, absolute (rel=canonical and og:url); null for none, and no preview. */
  url: string | null;
  type: 'website' | 'product';
  /** The picture the page opens on, fetched at once rather than once the app has drawn the page. */
  leadImage?: { href: string; srcset: string; sizes: string } | null;
  /** schema.org data (a product and its offer), written as JSON-LD. */
  jsonLd?: object;
  /** Kept out of search results (a 404). */
  noindex?: boolean;
};

/**
 * A page's HTTP status and head: 404 for an address the app has no screen for, or a missing
 * product or seller. `shared` when the head is one of a few, the same for many addresses.
 */
export type PageHead = { status: 200 | 404; meta: PageMeta | null; shared: boolean };

export type PageHeadResolver = (pathname: string, search: URLSearchParams) => Promise<PageHead>;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * JSON inside a <script>: every '<' escaped, so that no text ('</script>', '<!--') can end the
 * element; U+2028 and U+2029 too, which older parsers took for line ends.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Puts the page's title, description, canonical link, Open Graph tags and JSON-LD into the app's index.html. */
export function injectPageMeta(html: string, meta: PageMeta): string {
  // A page without an address of its own (a 404) has no preview.
  const preview = meta.url
    ? [
        `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
        `<meta property="og:type" content="${meta.type}">`,
        `<meta property="og:site_name" content="Boucles">`,
        `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
        `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
        `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
        `<meta property="og:locale" content="fr_FR">`,
      ]
    : [];
  const tags = [
    ...(meta.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...preview,
    ...(meta.imageUrl
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.imageUrl)}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
        ]
      : []),
    ...(meta.leadImage
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(meta.leadImage.href)}" imagesrcset="${escapeHtml(meta.leadImage.srcset)}" imagesizes="${escapeHtml(meta.leadImage.sizes)}" fetchpriority="high">`,
        ]
      : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`] : []),
  ].join('\n    ');
  return (
    html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.tabTitle)}</title>`)
      // index.html writes the tag over several lines, its attributes one a line.
      .replace(
        /<meta\s+name="description"[^>]*>/,
        () => `<meta name="description" content="${escapeHtml(meta.description)}">`,
      )
      .replace('</head>', () => `    ${tags}\n  </head>`)
  );
}
