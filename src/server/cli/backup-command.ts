import { backupCommand, restoreCommand } from '@server/backup/backup-commands';
import type { CliIo, Command } from './cli-io';

const output = (io: CliIo) => ({ log: io.out, error: io.err });

/** Decision 052: they open the database themselves (PGlite's folder locked, or pg_dump/pg_restore). */
export const backupCliCommand: Command = {
  usage: 'backup --to <fichier.tar.gz>          sauvegarde la base et les fichiers (application arrêtée sur PGlite)',
  run: (args, io) => backupCommand(args, { out: output(io) }),
};

export const restoreCliCommand: Command = {
  usage: 'restore <fichier.tar.gz>              restaure une archive dans un DATA_DIR ou une base PostgreSQL vides',
  run: (args, io) => restoreCommand(args, { out: output(io) }),
};
