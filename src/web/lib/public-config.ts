import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/auth/session.schemas';
import { apiFetch } from './api-client';

// Lives in lib, not in a feature: the footer and the settings support card both read it.

/** A shape check instead of zod's publicConfigSchema: the footer is on every page's first download. */
function toPublicConfig(payload: unknown): PublicConfig | null {
  if (typeof payload !== 'object' || payload === null || !('support' in payload)) return null;
  const { support } = payload;
  if (typeof support !== 'object' || support === null) return null;
  const text = (key: string) => {
    const value = (support as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    support: { email: text('email'), phone: text('phone'), whatsapp: text('whatsapp') },
    addressSuggestions: 'addressSuggestions' in payload && payload.addressSuggestions === true,
    // Only 'Comment fonctionne Boucles' reads it, from our own server's checked answer.
    mediator: 'mediator' in payload ? ((payload.mediator as PublicConfig['mediator']) ?? null) : null,
    devOutbox: 'devOutbox' in payload && payload.devOutbox === true,
  };
}

export async function getPublicConfig(): Promise<PublicConfig | null> {
  return toPublicConfig(await apiFetch('/api/public-config'));
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    // Support contacts change with a deploy, not during a visit.
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
