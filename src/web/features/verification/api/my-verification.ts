import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MyVerification, myVerificationSchema } from '@shared/trust/verification.schemas';
import { apiFetch } from '@web/lib/api-client';
import { mySellerStatusQueryKey } from './seller-status';

export const myVerificationQueryKey = ['me', 'verification'] as const;

export async function getMyVerification(signal?: AbortSignal): Promise<MyVerification> {
  return myVerificationSchema.parse(await apiFetch('/api/me/verification', { signal }));
}

export const myVerificationQueryOptions = () =>
  queryOptions({ queryKey: myVerificationQueryKey, queryFn: ({ signal }) => getMyVerification(signal) });

export function useMyVerification() {
  return useQuery(myVerificationQueryOptions());
}

export type VerificationSubmission = { kind: 'individual' | 'professional'; siret: string; document: File };

/** Multipart: the fields and the "document" file; the server checks the bytes again. */
export async function requestVerification(input: VerificationSubmission): Promise<MyVerification> {
  const body = new FormData();
  body.append('kind', input.kind);
  if (input.kind === 'professional') body.append('siret', input.siret);
  body.append('document', input.document);
  return myVerificationSchema.parse(await apiFetch('/api/me/verification', { method: 'POST', body }));
}

export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: async (state) => {
      queryClient.setQueryData(myVerificationQueryKey, state);
      // Asking as a professional makes the profile professional (decision 060).
      await queryClient.invalidateQueries({ queryKey: mySellerStatusQueryKey });
    },
  });
}
