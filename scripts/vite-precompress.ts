import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text the browser downloads; pictures and fonts are compressed formats already.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this the headers outweigh the saving (the server's on-the-fly threshold too).
const MIN_BYTES = 1024;

/**
 * Writes x.br and x.gz beside every built text file, once, at the highest levels (far too slow
 * per request, free at build time); the server sends them as they are (web-app.ts). Runs after
 * every other plugin has written its files, the service worker included.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'boucles-precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressDir(outDir),
    },
  };
}

/** Every text file of `dir` and below gets its .br and .gz, when 1 KB or more. */
export async function precompressDir(dir: string) {
  // The .vite folder (the manifest, the server's entry into the app) is read by the server, never downloaded.
  const files = (await listFiles(dir)).filter(
    (file) => COMPRESSIBLE.test(file) && !path.relative(dir, file).startsWith('.vite'),
  );
  await Promise.all(files.map(compressBeside));
}

async function compressBeside(file: string) {
  if ((await stat(file)).size < MIN_BYTES) return;
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
