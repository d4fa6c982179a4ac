import { z } from 'zod';
import { text } from '../text';
import {
  attachmentLabels,
  colorLabels,
  hairQualityLabels,
  laceColourLabels,
  laceLabels,
  listingConditionLabels,
  LENGTH_RANGES,
  originLabels,
  textureLabels,
} from '../catalogue/product-options';
import { type ShopFilters, shopFiltersSchema, shopPath, shopSearchParams } from '../catalogue/shop-link';

/** Enough for every wish a buyer keeps an eye on; more would only be noise to check every day. */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 60;

export const savedSearchTexts = {
  save: 'Enregistrer cette recherche',
  saved: 'Recherche enregistrée. Vous serez prévenu·e des nouvelles annonces.',
  signInToSave: 'Veuillez vous connecter pour enregistrer une recherche',
  nothingToSave: "Choisissez au moins un filtre ou des mots de recherche avant d'enregistrer",
  alreadySaved: 'Cette recherche est déjà enregistrée',
  limitReached: `Vous avez déjà ${SAVED_SEARCH_LIMIT} recherches enregistrées : supprimez-en une pour en ajouter`,
  notFound: 'Recherche introuvable',
  nameRequired: 'Donnez un nom à cette recherche',
  nameTooLong: `Le nom est trop long (max ${SAVED_SEARCH_NAME_MAX} caractères)`,
  nothingToChange: 'Aucune modification à enregistrer',
  renamed: 'Recherche renommée',
  paused: 'Alertes en pause pour cette recherche',
  resumed: 'Alertes réactivées pour cette recherche',
  deleted: 'Recherche supprimée',
  empty: "Vous n'avez pas encore de recherche enregistrée",
  emptyHint:
    'Dans la boutique, choisissez vos filtres puis touchez « Enregistrer cette recherche » : nous vous prévenons, au plus une fois par jour, quand une nouvelle annonce correspond.',
  loadError: 'Erreur lors du chargement des recherches',
  saveError: "Erreur lors de l'enregistrement de la recherche",
} as const;

const searchName = text({ error: savedSearchTexts.nameRequired })
  .trim()
  .min(1, savedSearchTexts.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, savedSearchTexts.nameTooLong);

/** The stored form of a search: the shop URL's own query, without the sort (a search, not a view). */
export type SavedSearchFilters = Record<string, string>;

/** The filters a saved search keeps, canonical (one form per search), or {} when nothing is chosen. */
export function savedSearchFilters(filters: Partial<ShopFilters>): SavedSearchFilters {
  const params = shopSearchParams({ ...filters, sort: 'recent' });
  return Object.fromEntries(params);
}

/** The shop's filters of a saved search, read with the shop's lenient schema. */
export function shopFiltersOf(saved: SavedSearchFilters): ShopFilters {
  return shopFiltersSchema.parse(saved);
}

/** Where a saved search opens the shop. */
export const savedSearchPath = (saved: SavedSearchFilters) => shopPath(shopFiltersOf(saved));

const euros = (value: number) => `${value} €`;

/** A name a person recognises, made of what was chosen: « lace » · Perruques · Naturel · Noir. */
export function describeSearch(filters: Partial<ShopFilters>): string {
  const f = shopFiltersOf(savedSearchFilters(filters));
  const parts = [
    f.q ? `« ${f.q} »` : null,
    f.category ?? null,
    f.hairType ?? null,
    f.color ? colorLabels[f.color] : null,
    f.length ? (LENGTH_RANGES.find((range) => range.value === f.length)?.label ?? null) : null,
    f.texture ? textureLabels[f.texture] : null,
    f.lace ? laceLabels[f.lace] : null,
    f.capSize ? `Bonnet ${f.capSize}` : null,
    f.hairQuality ? hairQualityLabels[f.hairQuality] : null,
    f.origin ? originLabels[f.origin] : null,
    f.density ? `Densité ${f.density} %` : null,
    f.condition ? listingConditionLabels[f.condition] : null,
    f.laceColour ? `Lace ${laceColourLabels[f.laceColour]}` : null,
    f.curlPattern ? `Boucles ${f.curlPattern}` : null,
    f.attachment ? attachmentLabels[f.attachment] : null,
    f.priceMin !== undefined && f.priceMax !== undefined
      ? `${euros(f.priceMin)} à ${euros(f.priceMax)}`
      : f.priceMin !== undefined
        ? `Dès ${euros(f.priceMin)}`
        : f.priceMax !== undefined
          ? `Jusqu'à ${euros(f.priceMax)}`
          : null,
  ].filter((part): part is string => part !== null);
  const name = parts.join(' · ') || 'Toutes les annonces';
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…` : name;
}

export const saveSearchSchema = z.object({
  name: searchName.optional(),
  filters: shopFiltersSchema,
});
export type SaveSearchInput = z.input<typeof saveSearchSchema>;

export const updateSavedSearchSchema = z
  .object({ name: searchName.optional(), paused: z.boolean().optional() })
  .refine((value) => value.name !== undefined || value.paused !== undefined, savedSearchTexts.nothingToChange);
export type UpdateSavedSearchInput = z.infer<typeof updateSavedSearchSchema>;

export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  paused: z.boolean(),
  lastAlertedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });
