import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type TaxProfile,
  type TaxStatement,
  type taxDetailsInputSchema,
  taxDetailsSchema,
  taxProfileSchema,
  taxStatementSchema,
} from '@shared/tax/tax-details.schemas';
import { apiFetch } from '@web/lib/api-client';

export const taxProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['earnings', 'tax-profile'],
    queryFn: async ({ signal }): Promise<TaxProfile> =>
      taxProfileSchema.parse(await apiFetch('/api/me/tax-profile', { signal })),
  });

export function useTaxProfile() {
  return useQuery(taxProfileQueryOptions());
}

export const taxStatementQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['earnings', 'tax-statement', year],
    queryFn: async ({ signal }): Promise<TaxStatement> =>
      taxStatementSchema.parse(await apiFetch(`/api/me/tax-statement?year=${year}`, { signal })),
    retry: false,
  });

export function useTaxStatement(year: number) {
  return useQuery(taxStatementQueryOptions(year));
}

/** Gives or replaces the seller's tax details; the card and the earnings reread (a hold may end). */
export function useSaveTaxDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (details: z.output<typeof taxDetailsInputSchema>) =>
      taxDetailsSchema.parse(await apiFetch('/api/me/tax-details', { method: 'PUT', body: details })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxProfileQueryOptions().queryKey }),
  });
}
