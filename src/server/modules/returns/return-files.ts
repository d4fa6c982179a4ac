import type { FileRules } from '@shared/file-rules';
import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import type { Upload } from '@server/platform/read-upload';
import { preparePrivateFile, storePrivateFile } from '../media/private-file';

/** Checks and cleans every file first, then stores them all in `private/<folder>/`; returns their keys in order. */
export async function storePrivateFiles(
  ctx: Pick<AppContext, 'storage' | 'db'>,
  folder: string,
  ownerId: string,
  files: Upload[],
  rules: FileRules,
): Promise<string[]> {
  const prepared = [];
  for (const file of files) prepared.push(await preparePrivateFile(file, rules));
  const keys: string[] = [];
  for (const file of prepared) keys.push(await storePrivateFile(ctx, folder, ownerId, file));
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
