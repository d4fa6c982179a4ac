import { mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/** Files under DATA_DIR/files, with the content type kept beside each one. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root');
    return file;
  };
  return {
    async put(key, data, contentType) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      await writeFile(`${file}.type`, contentType);
    },
    async get(key) {
      const file = resolve(key);
      return orNull(async () => {
        const [data, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { data, contentType };
      });
    },
    async stat(key) {
      const file = resolve(key);
      return orNull(async () => {
        const [info, contentType] = await Promise.all([stat(file), readFile(`${file}.type`, 'utf8')]);
        // Size and modification time change whenever the bytes do (a key is never rewritten in place anyway).
        return { size: info.size, contentType, etag: `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"` };
      });
    },
    async open(key, range) {
      const file = resolve(key);
      // Opened before the stream is handed over, so a missing file is a null here, not a stream error later.
      return orNull(async () => {
        const handle = await open(file);
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      });
    },
    async delete(key) {
      const file = resolve(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
