import type { AddressSuggestion } from '@shared/orders/order-view.schemas';
import type { Logger } from '@server/platform/logger';

export const MAX_SUGGESTIONS = 5;
const TIMEOUT_MS = 3000;

/** Photon's features, and the French service's (GeoCodeJSON: citycode, no country, France only). */
type ProviderFeature = {
  properties?: {
    name?: string;
    housenumber?: string;
    street?: string;
    postcode?: string;
    city?: string;
    citycode?: string;
    country?: string;
    formatted?: string;
  };
};

/** The national address service answers for France alone and says so nowhere in its answer. */
const FRENCH_SERVICE = /(^|\.)(geopf\.fr|data\.gouv\.fr)$/;

function toSuggestion(feature: ProviderFeature): AddressSuggestion | null {
  const p = feature.properties ?? {};
  // A town's own entry has its name as `name`: not a street.
  const streetName = p.street ?? (p.name !== p.city ? p.name : undefined);
  const street = [p.housenumber, streetName].filter(Boolean).join(' ');
  const locality = [p.postcode, p.city].filter(Boolean).join(' ');
  const address = p.formatted ?? [street, locality].filter(Boolean).join(', ');
  if (!address) return null;
  const country = p.country ?? (p.citycode ? 'France' : null);
  return { label: country ? `${address}, ${country}` : address, address, country };
}

function providerRequest(providerUrl: string, query: string): URL {
  const url = new URL(providerUrl);
  url.searchParams.set('q', query);
  url.searchParams.set('limit', String(MAX_SUGGESTIONS));
  if (FRENCH_SERVICE.test(url.hostname)) url.searchParams.set('autocomplete', '1');
  else url.searchParams.set('lang', 'fr');
  return url;
}

/**
 * Asks the configured provider: Photon (`?q=…&lang=fr&limit=5`) or the French national
 * address service (`?q=…&autocomplete=1&limit=5`), both GeoJSON features. No provider, a slow
 * one or any error gives an empty list: the checkout form works without suggestions (decisions §7).
 */
export async function suggestAddresses(
  providerUrl: string | undefined,
  query: string,
  log: Logger,
): Promise<AddressSuggestion[]> {
  if (!providerUrl) return [];
  try {
    const response = await fetch(providerRequest(providerUrl, query), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`provider answered ${response.status}`);
    const body = (await response.json()) as { features?: unknown };
    const features = Array.isArray(body.features) ? (body.features as ProviderFeature[]) : [];
    return features
      .map(toSuggestion)
      .filter((s): s is AddressSuggestion => s !== null)
      .slice(0, MAX_SUGGESTIONS);
  } catch (error) {
    log.warn({ err: error }, 'address provider failed');
    return [];
  }
}
