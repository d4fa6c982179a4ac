import { APIError } from 'better-auth/api';
import { authMessages } from '@shared/auth/auth-texts';
import { forgotPasswordSchema, newPasswordSchema } from '@shared/auth/password.schemas';
import { isCommonPassword } from './common-passwords';

const refusal = (message: string, code = 'VALIDATION_ERROR') => new APIError('BAD_REQUEST', { message, code });

/**
 * Every new password, at sign-up, reset or change, follows the sign-up rules, said in French
 * before better-auth looks at it; a common one is refused everywhere (security defect 7).
 */
export function checkNewPassword(password: unknown): void {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) throw refusal(parsed.error.issues[0]?.message ?? authMessages.passwordRequired);
  if (isCommonPassword(parsed.data)) throw refusal(authMessages.passwordTooCommon, 'PASSWORD_TOO_COMMON');
}

/** The reset request's address, checked as the form does (better-auth's own message is English). */
export function checkResetRequest(body: unknown): void {
  const parsed = forgotPasswordSchema.safeParse(body);
  if (!parsed.success) throw refusal(parsed.error.issues[0]?.message ?? authMessages.emailInvalid);
}
