import { z } from 'zod';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './create-context';
import { migrate } from './db/migrate';
import { grantAdmin } from './modules/account/grant-admin';

const USAGE = `Usage :
  npm run cli -- grant-admin <email>   donne le rôle admin au compte de cet e-mail
  npm run cli -- migrate               applique les migrations en attente`;

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'grant-admin' && command !== 'migrate') {
    console.log(USAGE);
    return command === undefined || command === 'help' ? 0 : 2;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await migrate(database.db);
    if (command === 'migrate') {
      console.log('Migrations appliquées.');
      return 0;
    }
    const email = z.email().safeParse(rest[0]?.trim());
    if (!email.success) {
      console.error(`Adresse e-mail invalide.\n${USAGE}`);
      return 2;
    }
    const outcome = await grantAdmin(database.db, email.data);
    console.log(
      outcome === 'granted'
        ? `${email.data} est maintenant admin.`
        : outcome === 'already'
          ? `${email.data} était déjà admin.`
          : `Aucun compte pour ${email.data} : créez-le d'abord sur /auth.`,
    );
    return outcome === 'missing' ? 1 : 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
