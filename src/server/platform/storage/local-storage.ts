import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
      try {
        const [data, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { data, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = resolve(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}
