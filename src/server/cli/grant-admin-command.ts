import { z } from 'zod';
import { migrate } from '@server/db/migrate';
import { grantAdmin } from '@server/modules/account/grant-admin';
import { type Command, EXIT } from './cli-io';

export const grantAdminCommand: Command = {
  usage: 'grant-admin <e-mail>                  donne le rôle admin au compte de cet e-mail',
  async run(args, io) {
    const email = z.email().safeParse(args[0]?.trim());
    if (!email.success) {
      io.err('Adresse e-mail invalide : npm run cli -- grant-admin quelqu.un@example.com');
      return EXIT.usage;
    }
    const database = await io.database();
    try {
      await migrate(database.db);
      const outcome = await grantAdmin(database.db, email.data);
      io.out(
        outcome === 'granted'
          ? `${email.data} est maintenant admin.`
          : outcome === 'already'
            ? `${email.data} était déjà admin.`
            : `Aucun compte pour ${email.data} : créez-le d'abord sur /auth.`,
      );
      return outcome === 'missing' ? EXIT.problem : EXIT.ok;
    } finally {
      await database.close();
    }
  },
};
