import { z } from 'zod';
import { fixedClock } from '@server/platform/clock';
import { describeOutcome, runEveryJobOnce } from '@server/run-jobs';
import { type Command, EXIT } from './cli-io';

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
export const runJobsCommand: Command = {
  usage:
    'run-jobs [--at <date ISO 8601>]      lance une fois chaque tâche de fond, comme à ce moment (défaut : maintenant)',
  async run(args, io) {
    const at = momentOf(args);
    if (!at) {
      io.err('Date invalide : donnez-la au format ISO 8601, par exemple 2026-12-01T10:00:00Z.');
      return EXIT.usage;
    }
    const { ctx, close } = await io.context({ clock: fixedClock(at) });
    try {
      io.out(`Tâches de fond au ${at.toISOString()} :`);
      const outcomes = await runEveryJobOnce(ctx);
      for (const outcome of outcomes) io.out(`  ${describeOutcome(outcome)}`);
      io.out("Les e-mails et push écrits partiront au prochain démarrage de l'application.");
      return outcomes.some((outcome) => outcome.result === 'failed') ? EXIT.problem : EXIT.ok;
    } finally {
      await close();
    }
  },
};
