import { type PayoutMethod, payoutMethodLabels } from '@shared/profile/payout-methods';
import { formatHoldMoment } from '@shared/profile/payout-hold';
import type { Mail } from '@server/platform/mailer';

/** The end of a number or address, enough for its owner to recognise it, too little to use. */
const lastFour = (value: string | null) => (value ? `…${value.replace(/\s/g, '').slice(-4)}` : '');

type NewDetails = {
  paymentMethod: PayoutMethod | null;
  paypalEmail: string | null;
  ibanNumber: string | null;
  mobileMoneyNumber: string | null;
};

function describe(details: NewDetails): string {
  if (!details.paymentMethod) return 'aucun moyen de versement';
  const end = lastFour(details.ibanNumber ?? details.mobileMoneyNumber ?? details.paypalEmail);
  return `${payoutMethodLabels[details.paymentMethod]} ${end}`.trim();
}

/**
 * Sent to the account's address whatever its notification preferences (a security notice,
 * like the password's): if someone else changed where the money goes, the owner has the hold
 * to react.
 */
export const payoutDetailsChangedMail = (
  to: string,
  details: NewDetails,
  holdUntil: Date | null,
  publicUrl: string,
): Mail => ({
  to,
  subject: 'Vos coordonnées de versement ont été modifiées',
  text:
    `Bonjour,\n\nLes coordonnées où Boucles vous verse vos gains ont été modifiées : ${describe(details)}.` +
    (holdUntil
      ? `\nPar sécurité, aucun versement ne leur sera fait avant le ${formatHoldMoment(holdUntil.toISOString())}.`
      : '') +
    `\n\nSi ce n'était pas vous, choisissez vite un nouveau mot de passe (${publicUrl}/auth?mode=mot-de-passe-oublie) et écrivez au support : le versement sera bloqué.\n\nL'équipe Boucles`,
});
