import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FileRules } from '@shared/file-rules';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import type { Upload } from '@server/platform/read-upload';
import { storageKey } from '@server/platform/storage/storage';
import { createPrivateImage } from './image-renditions';

export type PrivateFile = { data: Buffer; mime: string; extension: string };

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A proof or a return photo as it may be kept: its type judged by its bytes (a renamed file is
 * refused) within the rules; an image re-encoded, so the phone's GPS position and every other
 * tag are gone; a PDF kept as sent, bounded by the size limit and only ever served as a download.
 */
export async function preparePrivateFile(file: Upload, rules: FileRules): Promise<PrivateFile> {
  if (file.data.length === 0) throw badRequest(rules.messages.required, 'FILE_REQUIRED');
  if (file.truncated || file.data.length > rules.maxBytes) throw badRequest(rules.messages.size, 'FILE_TOO_LARGE');
  const mime = (await fileTypeFromBuffer(file.data))?.mime;
  if (!mime || !rules.types.includes(mime)) throw badRequest(rules.messages.type, 'INVALID_FILE_TYPE');
  if (mime === 'application/pdf') return { data: file.data, mime, extension: 'pdf' };
  if (!IMAGE_TYPES.has(mime)) throw badRequest(rules.messages.type, 'INVALID_FILE_TYPE');
  return { data: await createPrivateImage(file.data), mime: 'image/webp', extension: 'webp' };
}

/**
 * Stores a prepared file in `private/<folder>/` under a new name; returns its key. The key is
 * recorded first: if the process dies before a row attaches the file, the purge job finds it.
 */
export async function storePrivateFile(
  ctx: Pick<AppContext, 'storage' | 'db'>,
  folder: string,
  ownerId: string,
  file: PrivateFile,
): Promise<string> {
  const key = storageKey('private', folder, `${ownerId}-${randomUUID()}.${file.extension}`);
  await ctx.db.insertInto('private_uploads').values({ key }).execute();
  await ctx.storage.put(key, file.data, file.mime);
  return key;
}
