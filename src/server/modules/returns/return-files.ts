import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FileRules } from '@shared/file-rules';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import type { Logger } from '@server/platform/logger';
import type { Upload } from '@server/platform/read-upload';
import { storageKey } from '@server/platform/storage/storage';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The file's real type from its bytes (a renamed file is refused), within the rules' size; spec §5 messages. */
export async function checkFile(file: Upload, rules: FileRules): Promise<{ mime: string; extension: string }> {
  if (file.data.length === 0) throw badRequest(rules.messages.required, 'FILE_REQUIRED');
  if (file.truncated || file.data.length > rules.maxBytes) throw badRequest(rules.messages.size, 'FILE_TOO_LARGE');
  const mime = (await fileTypeFromBuffer(file.data))?.mime;
  const extension = mime ? EXTENSIONS[mime] : undefined;
  if (!mime || !extension || !rules.types.includes(mime)) throw badRequest(rules.messages.type, 'INVALID_FILE_TYPE');
  return { mime, extension };
}

/** Checks every file first, then stores them all in `private/<folder>/`; returns their keys in order. */
export async function storePrivateFiles(
  ctx: Pick<AppContext, 'storage'>,
  folder: string,
  ownerId: string,
  files: Upload[],
  rules: FileRules,
): Promise<string[]> {
  const checked = [];
  for (const file of files) checked.push({ file, ...(await checkFile(file, rules)) });
  const keys: string[] = [];
  for (const { file, mime, extension } of checked) {
    const key = storageKey('private', folder, `${ownerId}-${randomUUID()}.${extension}`);
    await ctx.storage.put(key, file.data, mime);
    keys.push(key);
  }
  return keys;
}

/** Files stored for a change that was then refused: removed, a failure only logged. */
export async function deleteOrphans(ctx: Pick<AppContext, 'storage'>, log: Logger, keys: string[]): Promise<void> {
  for (const key of keys) {
    await ctx.storage
      .delete(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'orphan return file not deleted'));
  }
}
