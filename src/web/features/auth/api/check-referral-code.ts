import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@web/lib/api-client';

const answerSchema = z.object({ valid: z.boolean() });

export async function checkReferralCode(code: string, signal?: AbortSignal): Promise<boolean> {
  return answerSchema.parse(await apiFetch(`/api/referral-codes/${encodeURIComponent(code)}`, { signal })).valid;
}

export const referralCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['referral-code', code],
    queryFn: ({ signal }) => checkReferralCode(code, signal),
    // A code does not come and go while the form is open; the route is tightly rate-limited.
    staleTime: Infinity,
    retry: false,
  });

/** Whether a referral link's code exists: undefined while asking (or when there is no code). */
export function useReferralCodeValid(code: string | undefined): boolean | undefined {
  const { data } = useQuery({ ...referralCodeQueryOptions(code ?? ''), enabled: code !== undefined });
  return code === undefined ? undefined : data;
}
