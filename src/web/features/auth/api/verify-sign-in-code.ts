import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/session';

export type CodeKind = 'totp' | 'backup';

/** The second step of a sign-in: the challenge cookie from the password step says who. */
export async function verifySignInCode({ kind, code }: { kind: CodeKind; code: string }): Promise<void> {
  const path = kind === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  await apiFetch(path, { method: 'POST', body: { code } });
}

export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySignInCode,
    onSuccess: () => queryClient.refetchQueries({ queryKey: sessionQueryKey }),
  });
}
