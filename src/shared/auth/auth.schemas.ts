import { z } from 'zod';
import { text } from '../text';
import { PASSWORD_MIN, authMessages } from './auth-texts';

export const REFERRAL_CODE_MAX = 8;

/**
 * The per-account wait after wrong passwords (30 s doubling up to 15 min, decision 042), said
 * as long as it is: 'quelques minutes' would send someone away who could try again in 30 s.
 */
export function tooManyAttemptsFor(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} secondes` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Trop de tentatives, réessayez dans ${wait}`;
}

/** Upper-cases and trims a referral code as typed or carried in a link; empty means none. */
export function normalizeReferralCode(raw: string | null | undefined): string | undefined {
  const code = (raw ?? '').trim().toUpperCase();
  return code === '' ? undefined : code;
}

const email = text({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .pipe(z.email(authMessages.emailInvalid));

export const signInSchema = z.object({
  email,
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: text({ error: authMessages.fullNameRequired })
    .trim()
    .min(1, authMessages.fullNameRequired)
    .max(100, authMessages.fullNameTooLong),
  email,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(PASSWORD_MIN, authMessages.passwordTooShort)
    .max(128, authMessages.passwordTooLong),
  referralCode: text()
    .optional()
    .transform(normalizeReferralCode)
    .pipe(
      z
        .string()
        .max(REFERRAL_CODE_MAX, authMessages.referralInvalid)
        .regex(/^[A-Z0-9]+$/, authMessages.referralInvalid)
        .optional(),
    ),
  confirmAdult: z.literal(true, { error: authMessages.adultRequired }),
  acceptTerms: z.literal(true, { error: authMessages.termsRequired }),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
