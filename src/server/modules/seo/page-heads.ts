import { CATEGORIES } from '@shared/catalogue/product-options';
import { type PageRoute, matchPageRoute } from '@shared/pages/page-routes';
import type { AppContext } from '@server/context';
import type { PageHead, PageHeadResolver, PageMeta } from '@server/platform/page-meta';
import { productPageMeta } from '../catalogue/product-page-meta';
import { sellerPageMeta } from '../sellers/seller-page-meta';

type StaticHead = Pick<PageMeta, 'title' | 'tabTitle' | 'description' | 'noindex'>;

const HOME_TITLE = 'Boucles — perruques, mèches et tissages pour cheveux afro';

// The public screens that need no data, with the title each screen gives itself in the app.
const STATIC_HEADS: Partial<Record<PageRoute, StaticHead>> = {
  '/': {
    title: HOME_TITLE,
    tabTitle: HOME_TITLE,
    description:
      "Achetez et vendez perruques, extensions, tissages et accessoires pour cheveux afro. Paiement sécurisé en séquestre, vendeurs vérifiés, suivi jusqu'à la livraison.",
  },
  '/marketplace': {
    title: 'Boutique',
    tabTitle: 'Boutique — Boucles',
    description:
      'Toutes les annonces de Boucles : perruques, tissages, extensions et accessoires pour cheveux afro, à filtrer par catégorie, type de cheveux, longueur et prix.',
  },
  '/terms': {
    title: "Conditions d'utilisation",
    tabTitle: "Conditions d'utilisation — Boucles",
    description:
      "Les conditions d'utilisation de Boucles : comptes, annonces, commandes, paiement en séquestre, retours et litiges.",
  },
  '/privacy': {
    title: 'Politique de confidentialité',
    tabTitle: 'Politique de confidentialité — Boucles',
    description:
      'Quelles données Boucles collecte, pourquoi, combien de temps elles sont gardées et comment exercer vos droits (RGPD).',
  },
  '/comment-fonctionne-boucles': {
    title: 'Comment fonctionne Boucles',
    tabTitle: 'Comment fonctionne Boucles',
    description:
      "Comment Boucles classe les annonces, ce que coûtent la commission et la livraison, qui garde l'argent, quand le vendeur est payé, les retours, les litiges et le médiateur de la consommation.",
  },
  '/signaler': {
    title: 'Signaler un contenu illicite',
    tabTitle: 'Signaler un contenu illicite — Boucles',
    description:
      'Signalez à Boucles une annonce, un vendeur, un message ou un avis illicite ou contraire à ses conditions.',
    noindex: true,
  },
  '/install': {
    title: "Installer l'app",
    tabTitle: "Installer l'app — Boucles",
    description: "Installez Boucles sur votre téléphone : la boutique s'ouvre comme une application, même hors ligne.",
  },
  '/auth': {
    title: 'Connexion',
    tabTitle: 'Connexion — Boucles',
    description: 'Connectez-vous ou créez un compte pour acheter, vendre et suivre vos commandes sur Boucles.',
  },
  '/reinitialiser-mot-de-passe': {
    title: 'Nouveau mot de passe',
    tabTitle: 'Nouveau mot de passe — Boucles',
    description: 'Choisissez un nouveau mot de passe pour votre compte Boucles.',
    noindex: true,
  },
};

const NOT_FOUND: PageHead = {
  status: 404,
  shared: true,
  meta: {
    type: 'website',
    title: 'Page introuvable',
    tabTitle: '404 — Boucles',
    description: "Cette page n'existe pas ou n'existe plus.",
    url: null,
    imageUrl: null,
    noindex: true,
  },
};

/**
 * The shop's canonical address keeps its category only (decision 053): a search, a sort, a price
 * range or other filters are views of the same shop, and would otherwise each be indexed as a page.
 */
export function shopCanonicalUrl(siteUrl: string, search: URLSearchParams): string {
  const category = search.get('category');
  const known = CATEGORIES.find((name) => name === category);
  return known ? `${siteUrl}/marketplace?${new URLSearchParams({ category: known })}` : `${siteUrl}/marketplace`;
}

/**
 * A page's status and head from its address (decision 053): a 404 for an address no screen draws
 * and for a product or seller a visitor cannot see; the signed-in screens keep index.html's head.
 */
export function pageHeads(ctx: Pick<AppContext, 'db' | 'config'>): PageHeadResolver {
  const siteUrl = ctx.config.publicUrl;
  const found = (meta: PageMeta | null): PageHead => (meta ? { status: 200, meta, shared: false } : NOT_FOUND);
  return async (pathname, search) => {
    const match = matchPageRoute(pathname);
    if (!match) return NOT_FOUND;
    const { route, params } = match;
    if (route === '/product/:id') return found(await productPageMeta(ctx.db, siteUrl, params.id ?? ''));
    if (route === '/seller/:id') return found(await sellerPageMeta(ctx.db, siteUrl, params.id ?? '', 'profile'));
    if (route === '/seller/:sellerId/reviews')
      return found(await sellerPageMeta(ctx.db, siteUrl, params.sellerId ?? '', 'reviews'));
    const head = STATIC_HEADS[route];
    if (!head) return { status: 200, meta: null, shared: true };
    const url =
      route === '/marketplace' ? shopCanonicalUrl(siteUrl, search) : `${siteUrl}${route === '/' ? '/' : route}`;
    return { status: 200, meta: { type: 'website', imageUrl: null, url, ...head }, shared: true };
  };
}
