// better-auth's models on our tables and column names (the migrations are the source of truth).

export const sessionTable = {
  modelName: 'auth_sessions',
  expiresIn: 60 * 60 * 24 * 30,
  // Sliding sessions, moved at most hourly: also how fresh 'last active' in Settings is.
  updateAge: 60 * 60,
  fields: {
    userId: 'user_id',
    expiresAt: 'expires_at',
    ipAddress: 'ip_address',
    userAgent: 'user_agent',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
};

export const accountTable = {
  modelName: 'auth_accounts',
  fields: {
    userId: 'user_id',
    accountId: 'account_id',
    providerId: 'provider_id',
    accessToken: 'access_token',
    refreshToken: 'refresh_token',
    idToken: 'id_token',
    accessTokenExpiresAt: 'access_token_expires_at',
    refreshTokenExpiresAt: 'refresh_token_expires_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
};

export const verificationTable = {
  modelName: 'auth_verifications',
  fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
};

export const twoFactorTables = {
  user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
  twoFactor: {
    modelName: 'mfa_factors',
    fields: {
      userId: 'user_id',
      backupCodes: 'backup_codes',
      failedVerificationCount: 'failed_verification_count',
      lockedUntil: 'locked_until',
    },
  },
};
