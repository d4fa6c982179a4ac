import {
  type VerificationRequest,
  verificationDocumentRules,
  verificationMessages,
} from '@shared/trust/verification.schemas';
import type { AppContext } from '@server/context';
import { sellerStatusMessages } from '@shared/trust/seller-status.schemas';
import type { Db } from '@server/db/connection';
import { AppError, badRequest, conflict } from '@server/platform/errors';
import type { Logger } from '@server/platform/logger';
import { announce } from '@server/platform/realtime';
import type { Upload } from '@server/platform/read-upload';
import type { CurrentUser } from '../auth/current-user';
import { preparePrivateFile, storePrivateFile } from '../media/private-file';
import { adminIds, notify } from '../notifications/notify';
import { getMyVerification } from './verification-state';

/**
 * A seller asks to be verified with an identity document (and a SIRET for a professional).
 * The file is checked by its bytes, an image re-encoded without its metadata, and stored
 * privately; the one-pending-request index refuses a second request racing this one.
 */
export async function requestVerification(
  ctx: AppContext,
  log: Logger,
  user: CurrentUser,
  input: VerificationRequest,
  document: Upload | null,
) {
  if (!user.roles.includes('seller')) throw new AppError('SELLER_ROLE_REQUIRED', verificationMessages.sellerOnly, 403);
  const current = await getMyVerification(ctx.db, user.id);
  if (current.state === 'pending') throw conflict(verificationMessages.alreadyPending, 'VERIFICATION_PENDING');
  if (current.state === 'verified') throw conflict(verificationMessages.alreadyVerified, 'ALREADY_VERIFIED');
  if (!document) throw new AppError('FILE_REQUIRED', verificationDocumentRules.messages.required, 400);
  await refuseStatusMismatch(ctx.db, user.id, input);
  const file = await preparePrivateFile(document, verificationDocumentRules);
  const key = await storePrivateFile(ctx, 'verifications', user.id, file);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('seller_verifications')
        .values({
          user_id: user.id,
          is_professional: input.isProfessional,
          siret: input.siret,
          document_key: key,
          document_type: file.extension === 'pdf' ? 'pdf' : 'image',
        })
        .execute();
      // Asking as a professional says so on the profile too (decision 060): details still to give.
      if (input.isProfessional) {
        await trx.updateTable('profiles').set({ seller_status: 'professional' }).where('id', '=', user.id).execute();
      }
      await notify(
        trx,
        (await adminIds(trx)).map((adminId) => ({
          userId: adminId,
          type: 'verification' as const,
          title: 'Nouvelle demande de vérification',
          message: 'Un vendeur a envoyé une pièce d’identité à vérifier.',
          link: '/admin?onglet=verifications',
        })),
      );
      await announce(trx, { kind: 'trust', topic: 'verifications' });
    });
  } catch (error) {
    await ctx.storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'verification document left'));
    if (isUniqueViolation(error)) throw conflict(verificationMessages.alreadyPending, 'VERIFICATION_PENDING');
    throw error;
  }
  return getMyVerification(ctx.db, user.id);
}

/**
 * Decision 060: the profile's status and the request agree. A professional asks as one, with the
 * SIRET of their legal details when they gave them already.
 */
async function refuseStatusMismatch(db: Db, userId: string, input: VerificationRequest): Promise<void> {
  const profile = await db
    .selectFrom('profiles')
    .leftJoin('seller_legal_details as d', 'd.user_id', 'profiles.id')
    .select(['profiles.seller_status', 'd.siret'])
    .where('profiles.id', '=', userId)
    .executeTakeFirstOrThrow();
  if (profile.seller_status === 'professional' && !input.isProfessional) {
    throw conflict(sellerStatusMessages.verificationKindMismatch, 'SELLER_STATUS_MISMATCH');
  }
  if (input.isProfessional && profile.siret && profile.siret !== input.siret) {
    throw badRequest(sellerStatusMessages.verificationSiretMismatch);
  }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
