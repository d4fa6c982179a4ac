import type { Db } from '@server/db/connection';
import { AppError } from '@server/platform/errors';
import type { PageMeta } from '@server/platform/page-meta';
import { getSellerProfile } from './sellers.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summarize = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 159).trimEnd()}…`;
};

/**
 * The head of a seller's page, or of their reviews' page: null when a visitor has no such page
 * to see (never listed anything, account closed), which makes it a 404. The name is the public
 * one the API gives visitors.
 */
export async function sellerPageMeta(
  db: Db,
  siteUrl: string,
  sellerId: string,
  page: 'profile' | 'reviews',
): Promise<PageMeta | null> {
  if (!UUID.test(sellerId)) return null;
  const profile = await getSellerProfile(db, sellerId, null).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  });
  if (!profile) return null;
  const { seller } = profile;
  const title = page === 'profile' ? seller.displayName : `Avis sur ${seller.displayName}`;
  const description =
    page === 'reviews'
      ? `Les avis des acheteurs sur ${seller.displayName}, vendeur sur Boucles.`
      : seller.bio
        ? summarize(seller.bio)
        : `Les annonces de ${seller.displayName} sur Boucles : perruques, tissages, extensions et accessoires.`;
  return {
    type: 'website',
    title,
    tabTitle: `${title} — Boucles`,
    description,
    url: `${siteUrl}/seller/${seller.id}${page === 'reviews' ? '/reviews' : ''}`,
    imageUrl: null,
  };
}
