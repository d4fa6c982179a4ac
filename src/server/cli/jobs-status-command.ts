import { appJobs } from '@server/jobs';
import { countOf, formatMoment } from './cli-format';
import { type Command, EXIT, printJson, readyDatabase, splitJsonFlag } from './cli-io';

const every = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `toutes les ${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours === 24 ? 'chaque jour' : hours === 1 ? 'chaque heure' : `toutes les ${hours} h`;
};

/**
 * Each job of the app (jobs.ts) with its record in job_runs (platform/jobs.ts, decision 051):
 * exit 1 when one's last pass failed, so a script or a cron can warn.
 */
export const jobsStatusCommand: Command = {
  usage: 'jobs status [--json]                 chaque tâche de fond : dernière passe, dernier succès, échecs, prochaine',
  async run(args, io) {
    const { json, rest } = splitJsonFlag(args);
    if (rest.length > 0) {
      io.err('jobs status ne prend pas d’argument (sauf --json).');
      return EXIT.usage;
    }
    const database = await readyDatabase(io);
    if (!database) return EXIT.problem;
    const { ctx, close } = await io.context({ database });
    try {
      const runs = new Map(
        (await ctx.db.selectFrom('job_runs').selectAll().execute()).map((row) => [row.name, row]),
      );
      const jobs = appJobs(ctx).map((job) => {
        const run = runs.get(job.name);
        return {
          name: job.name,
          everyMs: job.everyMs,
          lastRunAt: run?.last_finished_at ?? null,
          lastSuccessAt: run?.last_success_at ?? null,
          failuresInARow: run?.failures_in_a_row ?? 0,
          lastError: run?.last_error ?? null,
          nextDueAt: run?.next_run_at ?? null,
          runningUntil: run?.lease_until ?? null,
        };
      });
      const failing = jobs.filter((job) => job.failuresInARow > 0);
      if (json) printJson(io, jobs);
      else {
        io.out(`Tâches de fond (${jobs.length}) :`);
        for (const job of jobs) {
          io.out(`  ${job.name} (${every(job.everyMs)})`);
          io.out(
            `    dernière passe : ${job.lastRunAt ? formatMoment(job.lastRunAt) : 'jamais'} ; ` +
              `dernier succès : ${job.lastSuccessAt ? formatMoment(job.lastSuccessAt) : 'jamais'} ; ` +
              `prochaine : ${job.nextDueAt ? formatMoment(job.nextDueAt) : 'au prochain démarrage'}` +
              (job.runningUntil ? ` ; en cours (réservée jusqu'au ${formatMoment(job.runningUntil)})` : ''),
          );
          if (job.failuresInARow > 0) {
            io.out(`    ÉCHEC : ${countOf(job.failuresInARow, 'échec')} de suite — ${job.lastError ?? ''}`);
          }
        }
      }
      if (failing.length === 0) return EXIT.ok;
      io.err(`En échec : ${failing.map((job) => job.name).join(', ')}.`);
      return EXIT.problem;
    } finally {
      await close();
    }
  },
};
