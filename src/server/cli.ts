// First: refuses a Node older than package.json's engines before anything else loads.
import './platform/require-node';
import { backupCliCommand, restoreCliCommand } from './cli/backup-command';
import { type CliIo, type Command, EXIT } from './cli/cli-io';
import { demoAccountsCommand } from './cli/demo-accounts-command';
import { grantAdminCommand } from './cli/grant-admin-command';
import { jobsStatusCommand } from './cli/jobs-status-command';
import { migrateCommand, migrateStatusCommand } from './cli/migrate-command';
import { ordersShowCommand } from './cli/orders-show-command';
import { runJobsCommand } from './cli/run-jobs-command';
import { usersFindCommand } from './cli/users-find-command';
import { loadConfig } from './config';
import { createContext, openConfiguredDatabase } from './create-context';

/** Every operator command, each in its own file under cli/; two-word names first. */
const COMMANDS: Record<string, Command> = {
  'users find': usersFindCommand,
  'orders show': ordersShowCommand,
  'jobs status': jobsStatusCommand,
  'migrate status': migrateStatusCommand,
  migrate: migrateCommand,
  'grant-admin': grantAdminCommand,
  'run-jobs': runJobsCommand,
  'demo-accounts': demoAccountsCommand,
  backup: backupCliCommand,
  restore: restoreCliCommand,
};

const HELP = [
  'Usage : npm run cli -- <commande>',
  ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
  'Codes de sortie : 0 fait, 1 introuvable ou problème, 2 commande mal formée.',
  "Sur la base embarquée (sans DATABASE_URL), arrêtez d'abord l'application : PGlite n'accepte qu'un processus.",
].join('\n');

const quietLogger = { info() {}, warn() {}, debug() {}, error: (...args: unknown[]) => console.error(...args) };

function processIo(): CliIo {
  const config = loadConfig();
  return {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
    database: () => openConfiguredDatabase(config),
    context: async ({ clock, database } = {}) =>
      createContext(config, quietLogger, {
        database: database ?? (await openConfiguredDatabase(config)),
        ...(clock ? { clock } : {}),
      }),
    demoDataSeeded: config.seedDemoData,
  };
}

async function run(args: string[]): Promise<number> {
  const [first = 'help', second = ''] = args;
  const twoWords = COMMANDS[`${first} ${second}`];
  const command = twoWords ?? COMMANDS[first];
  if (!command) {
    const asked = first === 'help' || first === '--help' || first === '-h';
    (asked ? console.log : console.error)(asked ? HELP : `Commande inconnue : ${args.join(' ')}\n${HELP}`);
    return asked ? EXIT.ok : EXIT.usage;
  }
  return command.run(args.slice(twoWords ? 2 : 1), processIo());
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
