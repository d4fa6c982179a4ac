import type { AppContext } from '@server/context';

/** Spec §9: proofs are shown through URLs signed for one hour. */
export const PROOF_URL_LIFETIME_SECONDS = 3600;

/** null when there is no proof, or when the stored key cannot be signed (the view shows a cross, never fails). */
export function signedProofUrl(ctx: Pick<AppContext, 'signer'>, key: string | null): string | null {
  if (!key) return null;
  try {
    return ctx.signer.signedUrl(key, PROOF_URL_LIFETIME_SECONDS);
  } catch {
    return null;
  }
}
