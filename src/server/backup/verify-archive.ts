import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupError } from './backup-error';
import { FORMAT_VERSION, MANIFEST_ENTRY, type Manifest, isExpectedEntry, manifestSchema } from './manifest';
import { type TarEntry, readTar } from './tar';

/** The archive's entries, read from the start: gunzip and tar errors become the operator's message. */
export async function* archiveEntries(file: string): AsyncGenerator<TarEntry> {
  if (!existsSync(file)) throw new BackupError(`${file} est introuvable.`);
  const gunzip = createReadStream(file).pipe(createGunzip());
  try {
    for await (const entry of readTar(gunzip as Readable)) {
      if (!isExpectedEntry(entry.name)) throw damaged(file, `elle contient un chemin inattendu (${entry.name})`);
      yield { ...entry, body: explained(file, entry.body) };
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw damaged(file, error instanceof Error ? error.message : String(error));
  } finally {
    gunzip.destroy();
  }
}

/** A body is read by the caller, outside the loop above: its errors are explained the same way. */
async function* explained(file: string, body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* body;
  } catch (error) {
    throw damaged(file, error instanceof Error ? error.message : String(error));
  }
}

const damaged = (file: string, why: string) =>
  new BackupError(`L'archive ${file} est abîmée ou incomplète : ${why}. Rien n'a été restauré.`);

/**
 * Reads the whole archive once before anything is written: every file must be the one the
 * manifest lists, byte for byte (SHA-256 and size), with none missing and none added.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const found = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  for await (const entry of archiveEntries(file)) {
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of entry.body) {
      hash.update(chunk);
      size += chunk.length;
      if (entry.name === MANIFEST_ENTRY) chunks.push(chunk);
    }
    if (entry.name === MANIFEST_ENTRY) manifestText = Buffer.concat(chunks).toString('utf8');
    else found.set(entry.name, { size, sha256: hash.digest('hex') });
  }
  if (manifestText === undefined) throw damaged(file, 'pas de manifest.json (sauvegarde interrompue ?)');
  const manifest = parseManifest(file, manifestText);
  for (const listed of manifest.files) {
    const actual = found.get(listed.path);
    if (!actual) throw damaged(file, `${listed.path} manque`);
    if (actual.sha256 !== listed.sha256 || actual.size !== listed.size) {
      throw damaged(file, `${listed.path} ne correspond pas à son empreinte SHA-256 (fichier modifié ou abîmé)`);
    }
    found.delete(listed.path);
  }
  const [extra] = found.keys();
  if (extra !== undefined) throw damaged(file, `${extra} n'est pas dans le manifeste`);
  if (manifest.fileCount !== manifest.files.length) throw damaged(file, 'le nombre de fichiers du manifeste est faux');
  return manifest;
}

function parseManifest(file: string, text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw damaged(file, 'manifest.json illisible');
  }
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > FORMAT_VERSION) {
    throw new BackupError(
      `L'archive ${file} est au format ${version}, plus récent que celui de cette version de l'application (${FORMAT_VERSION}) : restaurez avec une version à jour.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw damaged(file, 'manifest.json ne décrit pas une sauvegarde Boucles');
  return parsed.data;
}
