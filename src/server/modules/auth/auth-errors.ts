import { authMessages } from '@shared/auth/auth-texts';
import { emailMessages } from '@shared/auth/email.schemas';
import { passwordMessages } from '@shared/auth/password.schemas';
import { genericErrorMessage } from '@shared/errors/api-error';
import { ORIGIN_REFUSED_MESSAGE as originRefused } from '@server/platform/csrf';
import { errorBody } from '@server/platform/error-handler';

// Codes whose message we wrote ourselves, in French, in the auth hooks.
const OWN_CODES = new Set([
  'VALIDATION_ERROR',
  'PASSWORD_TOO_COMMON',
  'REFERRAL_CODE_INVALID',
  'ACCOUNT_BEING_DELETED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_THROTTLED',
]);

// better-auth's own codes, said in French. Unknown e-mail and wrong password read the same.
const FRENCH: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authMessages.invalidCredentials,
  USER_NOT_FOUND: authMessages.invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: authMessages.invalidCredentials,
  INVALID_PASSWORD: authMessages.invalidCredentials,
  INVALID_EMAIL: authMessages.emailInvalid,
  PASSWORD_TOO_SHORT: authMessages.passwordTooShort,
  PASSWORD_TOO_LONG: authMessages.passwordTooLong,
  FAILED_TO_CREATE_USER: 'Erreur lors de la création du compte',
  FAILED_TO_CREATE_SESSION: 'Erreur lors de la connexion',
  INVALID_CODE: 'Code invalide',
  INVALID_BACKUP_CODE: 'Code de secours invalide',
  ACCOUNT_TEMPORARILY_LOCKED: 'Trop de codes erronés : réessayez dans 15 minutes',
  TOTP_NOT_ENABLED: "La double authentification n'est pas activée",
  INVALID_TWO_FACTOR_COOKIE: 'Session de vérification expirée, reconnectez-vous',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: authMessages.tooManyAttempts,
  INVALID_ORIGIN: originRefused,
  MISSING_OR_NULL_ORIGIN: originRefused,
  SESSION_EXPIRED: 'Session expirée, reconnectez-vous',
  INVALID_TOKEN: passwordMessages.resetLinkInvalid,
  EMAIL_ALREADY_VERIFIED: emailMessages.alreadyVerified,
};

export type AuthErrorBody = ReturnType<typeof errorBody>;

/** Turns a better-auth error response into our error shape with a French message and the request's id. */
export function toFrenchAuthError(status: number, body: unknown, requestId?: string): AuthErrorBody {
  const raw = (body ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof raw.code === 'string' && raw.code !== '' ? raw.code : `HTTP_${status}`;
  // The account's throttle says its own wait; any other 429 is better-auth's limiter.
  if (status === 429 && code !== 'ACCOUNT_THROTTLED') {
    return errorBody('RATE_LIMITED', authMessages.tooManyAttempts, requestId);
  }
  const message =
    OWN_CODES.has(code) && typeof raw.message === 'string' ? raw.message : (FRENCH[code] ?? genericErrorMessage);
  return errorBody(code, message, requestId);
}
