import { z } from 'zod';
import { signInSchema, signUpSchema } from '@shared/auth/auth.schemas';
import { forgotPasswordSchema, newPasswordSchema } from '@shared/auth/password.schemas';
import { backupCodeSchema, totpCodeSchema } from '@shared/account/two-factor.schemas';
import { apiErrorSchema } from '@shared/errors/api-error';
import { EMAIL_CONFIRMED_PATH } from '@shared/auth/email.schemas';
import { openAuthPaths } from './auth-endpoints';

/**
 * The better-auth endpoints the product opens (auth-endpoints.ts), documented with our own
 * schemas: the bridge is one wildcard route, which the generator cannot describe by itself.
 */
export const SESSION_COOKIE = 'boucles.session_token';
export const TWO_FACTOR_COOKIE = 'boucles.two_factor';

/** A named schema (`.meta({ id })`) stays a reference to its entry in components.schemas. */
const json = (schema: z.ZodType, io: 'input' | 'output') => {
  const { definitions: _named, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
  });
  const suffix = io === 'input' ? 'Input' : '';
  return JSON.parse(
    JSON.stringify(jsonSchema).replace(/"#\/definitions\/([^"]+)"/g, `"#/components/schemas/$1${suffix}"`),
  ) as Record<string, unknown>;
};
const body = (schema: z.ZodType) => ({
  required: true,
  content: { 'application/json': { schema: json(schema, 'input') } },
});
const answer = (description: string, schema: z.ZodType, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: json(schema, 'output') } },
});
const error = (description: string) => answer(description, apiErrorSchema);
const setsCookie = (what: string) => ({ 'Set-Cookie': { description: what, schema: { type: 'string' } } });

// What the platform answers before or after better-auth, as on every route (document-route.ts).
const platform = {
  '408': error('The request took too long to arrive'),
  '500': error('Unexpected error: `error.requestId` finds its log lines'),
};
const refused = {
  '400': error('Invalid request: `error.message` says why, in French'),
  '403': error('A cross-site request (Origin checked)'),
  '413': error('The body is larger than this route accepts'),
  '415': error('The body is of a content type this route does not read'),
  '429': error('Too many attempts: wait and retry'),
  ...platform,
};
const ok = z.object({ ok: z.literal(true) });
const userSummary = z.object({ id: z.string(), email: z.string(), name: z.string() }).loose();
const signedIn = z.object({ token: z.string().optional(), user: userSummary }).loose();

type Operation = { operationId: string; summary: string; security: Record<string, string[]>[] } & Record<
  string,
  unknown
>;

const operations: Record<string, Operation> = {
  '/sign-up/email': {
    operationId: 'postAuthSignUpEmail',
    summary: 'Create an account; the same answer whether the address is new or known (a confirmation e-mail follows)',
    security: [],
    requestBody: body(signUpSchema),
    responses: { '200': answer('Received', ok), ...refused },
  },
  '/sign-in/email': {
    operationId: 'postAuthSignInEmail',
    summary:
      'Sign in with e-mail and password; with a second factor, answers `twoFactorRedirect` and a challenge cookie',
    security: [],
    requestBody: body(signInSchema),
    responses: {
      '200': answer(
        'Signed in (session cookie set), or a code is needed next',
        z.union([
          signedIn,
          z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.enum(['totp', 'otp'])) }),
        ]),
        setsCookie(`\`${SESSION_COOKIE}\`, or \`${TWO_FACTOR_COOKIE}\` when a code is needed`),
      ),
      '401': error('Wrong e-mail or password'),
      ...refused,
    },
  },
  '/two-factor/verify-totp': {
    operationId: 'postAuthTwoFactorVerifyTotp',
    summary: 'Second sign-in step: the 6-digit code of the authenticator app',
    security: [{ twoFactorChallenge: [] }],
    requestBody: body(z.object({ code: totpCodeSchema })),
    responses: {
      '200': answer('Signed in (session cookie set)', signedIn, setsCookie(`\`${SESSION_COOKIE}\``)),
      '401': error('Wrong or expired code, or no sign-in in progress'),
      ...refused,
    },
  },
  '/two-factor/verify-backup-code': {
    operationId: 'postAuthTwoFactorVerifyBackupCode',
    summary: 'Second sign-in step with a single-use backup code',
    security: [{ twoFactorChallenge: [] }],
    requestBody: body(z.object({ code: backupCodeSchema })),
    responses: {
      '200': answer('Signed in (session cookie set)', signedIn, setsCookie(`\`${SESSION_COOKIE}\``)),
      '401': error('Wrong or used code, or no sign-in in progress'),
      ...refused,
    },
  },
  '/sign-out': {
    operationId: 'postAuthSignOut',
    summary: 'End this session',
    security: [{}, { session: [] }],
    requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
    responses: { '200': answer('Signed out (cookie cleared)', z.object({ success: z.boolean() })), ...refused },
  },
  '/request-password-reset': {
    operationId: 'postAuthRequestPasswordReset',
    summary: 'Send a reset link (valid 1 hour, single use); the same answer for any address',
    security: [],
    requestBody: body(forgotPasswordSchema),
    responses: { '200': answer('Received', ok), ...refused },
  },
  '/reset-password': {
    operationId: 'postAuthResetPassword',
    summary: 'Choose a new password with the token of a reset link',
    security: [],
    requestBody: body(z.object({ token: z.string().min(1), newPassword: newPasswordSchema })),
    responses: { '200': answer('Password changed', z.object({ status: z.boolean() })), ...refused },
  },
  '/verify-email': {
    operationId: 'getAuthVerifyEmail',
    summary: 'The link of a confirmation e-mail: confirms the address, then leads to the profile',
    security: [],
    parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
    responses: {
      '302': { description: `To \`${EMAIL_CONFIRMED_PATH}\`` },
      '400': error('Invalid link'),
      '401': error('Expired or already used link'),
      '429': refused['429'],
      ...platform,
    },
  },
};

/** Path items for the API document, one per open endpoint; a new one undocumented fails here. */
export function authOpenapiPaths(): Record<string, Record<string, Operation>> {
  return Object.fromEntries(
    openAuthPaths.map((path) => {
      const operation = operations[path];
      if (!operation) throw new Error(`The open auth endpoint ${path} has no API documentation (auth-openapi.ts)`);
      const method = operation.operationId.startsWith('get') ? 'get' : 'post';
      return [`/api/auth${path}`, { [method]: { tags: ['auth'], ...operation } }];
    }),
  );
}

export const twoFactorChallengeScheme = {
  type: 'apiKey',
  in: 'cookie',
  name: TWO_FACTOR_COOKIE,
  description: 'Set by `POST /api/auth/sign-in/email` when the account has a second factor; lasts a few minutes.',
} as const;
