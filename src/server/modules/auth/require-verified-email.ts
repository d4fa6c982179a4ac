import { emailMessages } from '@shared/auth/email.schemas';
import { AppError } from '@server/platform/errors';
import type { CurrentUser } from './current-user';

/**
 * Selling and being paid need an address that answers: buyers, the admin and payouts
 * reach sellers there. Buying and everything else work before it is confirmed.
 */
export function requireVerifiedEmail(user: CurrentUser): void {
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', emailMessages.notVerified, 403);
}
