import type { AddressSuggestion } from '@shared/orders/order-view.schemas';
import type { Logger } from '@server/platform/logger';

export const MAX_SUGGESTIONS = 5;
const TIMEOUT_MS = 3000;

type PhotonFeature = {
  properties?: {
    name?: string;
    housenumber?: string;
    street?: string;
    postcode?: string;
    city?: string;
    country?: string;
    formatted?: string;
  };
};

function toSuggestion(feature: PhotonFeature): AddressSuggestion | null {
  const p = feature.properties ?? {};
  const street = [p.housenumber, p.street ?? p.name].filter(Boolean).join(' ');
  const locality = [p.postcode, p.city].filter(Boolean).join(' ');
  const address = p.formatted ?? [street, locality].filter(Boolean).join(', ');
  if (!address) return null;
  const country = p.country ?? null;
  return { label: country ? `${address}, ${country}` : address, address, country };
}

/**
 * Asks the configured provider (a Photon-like GeoJSON API: `?q=…&lang=fr&limit=5`, features
 * with properties such as formatted, street, city, country). No provider, a slow one or any
 * error gives an empty list: the checkout form works without suggestions (decisions §7).
 */
export async function suggestAddresses(
  providerUrl: string | undefined,
  query: string,
  log: Logger,
): Promise<AddressSuggestion[]> {
  if (!providerUrl) return [];
  const url = new URL(providerUrl);
  url.searchParams.set('q', query);
  url.searchParams.set('lang', 'fr');
  url.searchParams.set('limit', String(MAX_SUGGESTIONS));
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`provider answered ${response.status}`);
    const body = (await response.json()) as { features?: unknown };
    const features = Array.isArray(body.features) ? (body.features as PhotonFeature[]) : [];
    return features
      .map(toSuggestion)
      .filter((s): s is AddressSuggestion => s !== null)
      .slice(0, MAX_SUGGESTIONS);
  } catch (error) {
    log.warn({ err: error }, 'address provider failed');
    return [];
  }
}
