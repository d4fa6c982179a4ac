import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type Config, loadConfig } from '@server/config';
import { embeddedDatabaseDir } from '@server/create-context';
import { openPGlite } from '@server/db/connection';
import { acquireDataDirLock } from '@server/db/data-dir-lock';
import { writeBackup } from './backup';
import { BackupError } from './backup-error';
import type { Manifest } from './manifest';
import type { PgTools } from './postgres-tools';
import { restoreBackup } from './restore';

export const BACKUP_USAGE = `  npm run cli -- backup --to <fichier.tar.gz>
                                       sauvegarde la base et les fichiers dans une archive (application arrêtée sur PGlite)
  npm run cli -- restore <fichier.tar.gz>
                                       restaure une archive dans un DATA_DIR ou une base PostgreSQL vides`;

export type CommandOutput = { log(line: string): void; error(line: string): void };
type CommandOptions = { config?: Config; out?: CommandOutput; tools?: PgTools };

/** `backup --to FILE` (or `--to=FILE`): decision 052. */
export async function backupCommand(args: string[], options: CommandOptions = {}): Promise<number> {
  const out = options.out ?? console;
  const index = args.findIndex((arg) => arg === '--to' || arg.startsWith('--to='));
  const to = index === -1 ? undefined : args[index]?.startsWith('--to=') ? args[index]?.slice(5) : args[index + 1];
  if (!to) {
    out.error(`Indiquez où écrire l'archive : --to <fichier.tar.gz>.\nUsage :\n${BACKUP_USAGE}`);
    return 2;
  }
  return reporting(out, async () => {
    const config = options.config ?? loadConfig();
    const file = path.resolve(to);
    const manifest = await backupConfigured(config, file, options.tools);
    const megabytes = ((await stat(file)).size / 1e6).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
    out.log(`Sauvegarde écrite : ${file} (${megabytes} Mo)`);
    describe(manifest, config, out);
  });
}

/** `restore FILE`. */
export async function restoreCommand(args: string[], options: CommandOptions = {}): Promise<number> {
  const out = options.out ?? console;
  const [file] = args;
  if (!file || args.length !== 1) {
    out.error(`Indiquez l'archive à restaurer.\nUsage :\n${BACKUP_USAGE}`);
    return 2;
  }
  return reporting(out, async () => {
    const config = options.config ?? loadConfig();
    const manifest = await restoreBackup(path.resolve(file), {
      database: config.databaseUrl
        ? { kind: 'postgres', url: config.databaseDirectUrl ?? config.databaseUrl }
        : { kind: 'pglite', dir: embeddedDatabaseDir(config) },
      dataDir: config.dataDir,
      storage: config.storage,
      ...(options.tools ? { tools: options.tools } : {}),
    });
    out.log(`Sauvegarde du ${manifest.createdAt} restaurée, toutes les empreintes SHA-256 vérifiées.`);
    describe(manifest, config, out);
    out.log("Démarrez l'application : les migrations plus récentes que la sauvegarde s'appliqueront au démarrage.");
  });
}

/**
 * PGlite is opened here, in this process, under the app's own lock: with the app running the
 * lock refuses, and while the backup runs no app can start (decision 052). PostgreSQL is dumped
 * by pg_dump over a session connection (DATABASE_DIRECT_URL when PgBouncer is in front).
 */
async function backupConfigured(config: Config, file: string, tools?: PgTools): Promise<Manifest> {
  const common = { dataDir: config.dataDir, storage: config.storage, ...(tools ? { tools } : {}) };
  if (config.databaseUrl) {
    return writeBackup(
      { ...common, database: { kind: 'postgres', url: config.databaseDirectUrl ?? config.databaseUrl } },
      file,
    );
  }
  const dir = embeddedDatabaseDir(config);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`Aucune base embarquée dans ${dir} : rien à sauvegarder (DATA_DIR est-il le bon ?).`);
  }
  let release: () => void;
  try {
    release = acquireDataDirLock(dir);
  } catch (error) {
    throw new BackupError(
      `${(error as Error).message}\nLa base embarquée se sauvegarde application arrêtée : arrêtez-la, sauvegardez, redémarrez-la.`,
    );
  }
  try {
    const pglite = await openPGlite(dir);
    try {
      return await writeBackup({ ...common, database: { kind: 'pglite', pglite } }, file);
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}

function describe(manifest: Manifest, config: Config, out: CommandOutput) {
  const kind =
    manifest.database.kind === 'pglite' ? 'PGlite (embarquée)' : `PostgreSQL ${manifest.database.serverVersion}`;
  out.log(
    `  base : ${kind}, ${manifest.migrations.length} migrations (dernière : ${manifest.migrations.at(-1) ?? 'aucune'})`,
  );
  out.log(
    manifest.storage.driver === 'local'
      ? `  fichiers stockés : ${manifest.storage.storedFileCount} (${config.storage.driver === 'local' ? config.storage.localDir : 'disque local'})`
      : `  fichiers stockés : ${manifest.storage.note}`,
  );
  out.log(
    manifest.secretsIncluded
      ? "  secrets : DATA_DIR/secrets.json inclus. L'archive ouvre les comptes : gardez-la chiffrée et à l'abri."
      : "  secrets : pas de DATA_DIR/secrets.json, donc rien dans l'archive. Gardez à part AUTH_SECRET, SIGNING_SECRET et les clés VAPID de l'environnement : sans eux, les sessions, les liens signés, la double authentification et les abonnements push sont perdus.",
  );
  out.log(`  fichiers dans l'archive : ${manifest.fileCount}, chacun avec son empreinte SHA-256 (manifest.json).`);
}

async function reporting(out: CommandOutput, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
