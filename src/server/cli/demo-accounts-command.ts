import { DEMO_ACCOUNTS, describeDemoAccounts } from '@server/db/seed/demo-data';
import { type Command, EXIT, printJson, splitJsonFlag } from './cli-io';

/**
 * The start banner's list again, without the database: in development the app holds the
 * embedded one, and these accounts are fixed by the seed (decision 030).
 */
export const demoAccountsCommand: Command = {
  usage: 'demo-accounts [--json]               rappelle les comptes de démonstration et leurs mots de passe',
  async run(args, io) {
    const { json, rest } = splitJsonFlag(args);
    if (rest.length > 0) {
      io.err('demo-accounts ne prend pas d’argument (sauf --json).');
      return EXIT.usage;
    }
    if (!io.demoDataSeeded) {
      io.err(
        'Pas de comptes de démonstration sur cette installation : les données de démonstration ne sont créées ' +
          'qu’en développement (SEED_DEMO_DATA), jamais en production.',
      );
      return EXIT.problem;
    }
    if (json) printJson(io, DEMO_ACCOUNTS);
    else {
      io.out('Comptes de démonstration :');
      for (const line of describeDemoAccounts()) io.out(`  ${line}`);
    }
    return EXIT.ok;
  },
};
