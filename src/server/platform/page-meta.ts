/** What a link preview (WhatsApp, Messenger, Facebook) shows for a page. */
export type PageMeta = {
  title: string;
  description: string;
  imageUrl: string | null;
  url: string;
  type: 'website' | 'product';
  /** The picture the page opens on, fetched at once rather than once the app has drawn the page. */
  leadImage?: { href: string; srcset: string; sizes: string } | null;
};

export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null>;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Puts the page's title and Open Graph tags into the app's index.html. */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:site_name" content="Boucles">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta property="og:locale" content="fr_FR">`,
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
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)} — Boucles</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(meta.description)}">`)
    .replace('</head>', `    ${tags}\n  </head>`);
}
