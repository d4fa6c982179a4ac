import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { paymentProofRules } from '@shared/orders/checkout.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import type { Upload } from '@server/platform/read-upload';
import { storageKey } from '@server/platform/storage/storage';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** JPG, PNG or PDF by their bytes (a renamed file is refused), at most 5 MB; spec §5 messages. */
export async function checkProofFile(file: Upload): Promise<{ mime: string; extension: string }> {
  if (file.data.length === 0) throw badRequest(paymentProofRules.messages.required, 'FILE_REQUIRED');
  if (file.truncated || file.data.length > paymentProofRules.maxBytes) {
    throw badRequest(paymentProofRules.messages.size, 'FILE_TOO_LARGE');
  }
  const mime = (await fileTypeFromBuffer(file.data))?.mime;
  const extension = mime ? EXTENSIONS[mime] : undefined;
  if (!mime || !extension || !paymentProofRules.types.includes(mime)) {
    throw badRequest(paymentProofRules.messages.type, 'INVALID_FILE_TYPE');
  }
  return { mime, extension };
}

/** Checks the file and stores it in the private area (`private/<folder>/…`); returns its key. */
export async function storePrivateProof(
  ctx: Pick<AppContext, 'storage'>,
  folder: string,
  ownerId: string,
  file: Upload,
): Promise<string> {
  const { mime, extension } = await checkProofFile(file);
  const key = storageKey('private', folder, `${ownerId}-${randomUUID()}.${extension}`);
  await ctx.storage.put(key, file.data, mime);
  return key;
}
