import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type EnrolFactorInput,
  type Enrolment,
  type RemoveFactorInput,
  enrolmentSchema,
  factorSchema,
} from '@shared/account/two-factor.schemas';
import { apiFetch } from '@web/lib/api-client';
import { accountRootKey } from './account-query-keys';
import { factorsQueryOptions } from './factors';

export async function enrolFactor(input: EnrolFactorInput): Promise<Enrolment> {
  return enrolmentSchema.parse(await apiFetch('/api/me/factors', { method: 'POST', body: input }));
}

export async function verifyFactor({ factorId, code }: { factorId: string; code: string }) {
  const answer = await apiFetch(`/api/me/factors/${encodeURIComponent(factorId)}/verify`, {
    method: 'POST',
    body: { code },
  });
  return z.object({ factor: factorSchema }).parse(answer).factor;
}

export async function removeFactor({ factorId, password }: RemoveFactorInput & { factorId: string }): Promise<void> {
  await apiFetch(`/api/me/factors/${encodeURIComponent(factorId)}`, { method: 'DELETE', body: { password } });
}

/** Factor changes also replace the session (cookie rotated), so the session list is refreshed too. */
function useFactorMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: factorsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [...accountRootKey, 'sessions'] }),
      ]),
  });
}

export const useEnrolFactor = () => useFactorMutation(enrolFactor);
export const useVerifyFactor = () => useFactorMutation(verifyFactor);
export const useRemoveFactor = () => useFactorMutation(removeFactor);
