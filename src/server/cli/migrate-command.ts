import { type AppliedState, ChangedMigrationError, migrate, migrationStatus } from '@server/db/migrate';
import { formatMoment } from './cli-format';
import { type Command, EXIT, printJson, splitJsonFlag } from './cli-io';

export const migrateCommand: Command = {
  usage: 'migrate                              applique les migrations en attente',
  async run(args, io) {
    if (args.length > 0) {
      io.err('migrate ne prend pas d’argument ; voyez aussi migrate status.');
      return EXIT.usage;
    }
    const database = await io.database();
    try {
      const applied = await migrate(database.db);
      io.out(applied.length === 0 ? 'Aucune migration en attente.' : `Migrations appliquées : ${applied.join(', ')}.`);
      return EXIT.ok;
    } catch (error) {
      if (!(error instanceof ChangedMigrationError)) throw error;
      io.err(error.message);
      return EXIT.problem;
    } finally {
      await database.close();
    }
  },
};

const STATE_LABELS: Record<AppliedState, string> = {
  ok: 'appliquée, fichier inchangé',
  changed: 'MODIFIÉE depuis son application',
  unrecorded: 'appliquée, empreinte enregistrée au prochain migrate ou démarrage',
  'file-missing': 'appliquée, fichier absent de cette version',
};

/** Read only: what is applied and in what state, what waits; exit 1 if a file changed after it was applied. */
export const migrateStatusCommand: Command = {
  usage: 'migrate status [--json]              migrations appliquées, en attente, et fichiers modifiés depuis',
  async run(args, io) {
    const { json, rest } = splitJsonFlag(args);
    if (rest.length > 0) {
      io.err('migrate status ne prend pas d’argument (sauf --json).');
      return EXIT.usage;
    }
    const database = await io.database();
    try {
      const status = await migrationStatus(database.db);
      const changed = status.applied.filter((row) => row.state === 'changed').map((row) => row.name);
      if (json) printJson(io, { ...status, changed });
      else {
        io.out(`Migrations appliquées : ${status.applied.length}`);
        for (const row of status.applied) {
          io.out(`  ${row.name}  ${formatMoment(row.appliedAt)}  ${STATE_LABELS[row.state]}`);
        }
        io.out(`Migrations en attente : ${status.pending.length}`);
        for (const name of status.pending) io.out(`  ${name}`);
      }
      if (changed.length === 0) return EXIT.ok;
      io.err(
        `Fichier${changed.length > 1 ? 's' : ''} modifié${changed.length > 1 ? 's' : ''} après application : ` +
          `${changed.join(', ')}. migrate et le démarrage refusent de continuer : remettez le fichier tel qu'il ` +
          'était appliqué et écrivez le changement dans une nouvelle migration.',
      );
      return EXIT.problem;
    } finally {
      await database.close();
    }
  },
};
