// First: refuses a Node older than package.json's engines before anything else loads.
import './platform/require-node';
import { z } from 'zod';
import { loadConfig } from './config';
import { createContext, openConfiguredDatabase } from './create-context';
import { migrate } from './db/migrate';
import { grantAdmin } from './modules/account/grant-admin';
import { fixedClock } from './platform/clock';
import { describeOutcome, runEveryJobOnce } from './run-jobs';

const USAGE = `Usage :
  npm run cli -- grant-admin <email>   donne le rôle admin au compte de cet e-mail
  npm run cli -- migrate               applique les migrations en attente
  npm run cli -- run-jobs [--at <date ISO 8601>]
                                       lance une fois chaque tâche de fond, comme à ce moment (défaut : maintenant)`;

const quietLogger = { info() {}, warn() {}, debug() {}, error: (...args: unknown[]) => console.error(...args) };

/** `--at 2026-12-01T10:00:00Z` or `--at=…`; absent: now. */
function momentOf(args: string[]): Date | null {
  const index = args.findIndex((arg) => arg === '--at' || arg.startsWith('--at='));
  if (index === -1) return args.length === 0 ? new Date() : null;
  const flag = args[index] ?? '';
  const value = flag.startsWith('--at=') ? flag.slice(5) : args[index + 1];
  const parsed = z.iso.datetime({ offset: true }).safeParse(value);
  return parsed.success ? new Date(parsed.data) : null;
}

/** Decision 038: the jobs' pass as if it were that moment, the app stopped (PGlite takes one process). */
async function runJobs(args: string[]): Promise<number> {
  const at = momentOf(args);
  if (!at) {
    console.error(`Date invalide : donnez-la au format ISO 8601, par exemple 2026-12-01T10:00:00Z.\n${USAGE}`);
    return 2;
  }
  const { ctx, close } = await createContext(loadConfig(), quietLogger, { clock: fixedClock(at) });
  try {
    console.log(`Tâches de fond au ${at.toISOString()} :`);
    const outcomes = await runEveryJobOnce(ctx);
    for (const outcome of outcomes) console.log(`  ${describeOutcome(outcome)}`);
    console.log("Les e-mails et push écrits partiront au prochain démarrage de l'application.");
    return outcomes.some((outcome) => outcome.result === 'failed') ? 1 : 0;
  } finally {
    await close();
  }
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'run-jobs') return runJobs(rest);
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
