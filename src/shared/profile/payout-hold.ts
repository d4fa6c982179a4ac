// After payout details change, payouts to them wait (PAYOUT_DETAILS_HOLD_HOURS, decision 042):
// whoever borrowed a session cannot send the seller's next payout elsewhere before the owner,
// told by e-mail, can react. No zod here: the admin's screen imports it.
import { parisFormat } from '../paris-time';

/** When a payout may go again: null when no hold runs at `now`. */
export function payoutHoldEnd(changedAt: Date | null, holdMs: number, now: Date): Date | null {
  if (!changedAt) return null;
  const end = new Date(changedAt.getTime() + holdMs);
  return end > now ? end : null;
}

/** "25 novembre 2026 à 22:10", Paris time, whatever the reader's or the server's time zone. */
export const formatHoldMoment = (iso: string) =>
  parisFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** What the admin's payout screen says, and the server's refusal to record a payout meanwhile. */
export const payoutHoldNotice = (changedAt: string, until: string) =>
  `Coordonnées modifiées le ${formatHoldMoment(changedAt)} : paiement possible à partir du ${formatHoldMoment(until)}`;
