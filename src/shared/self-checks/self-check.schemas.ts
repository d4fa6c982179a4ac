import { z } from 'zod';

export const SELF_CHECK_STATUSES = ['passed', 'failed', 'skipped'] as const;
export type SelfCheckStatus = (typeof SELF_CHECK_STATUSES)[number];

export const selfCheckStatusLabels: Record<SelfCheckStatus, string> = {
  passed: 'Réussi',
  failed: 'Échec',
  skipped: 'Ignoré',
};

/** One live check of the running system (decisions §7), as spec §3 "Test run result" lists it. */
export const selfCheckResultSchema = z.object({
  test: z.string(),
  status: z.enum(SELF_CHECK_STATUSES),
  message: z.string(),
  /** Milliseconds. */
  duration: z.number().int().nonnegative(),
});
export type SelfCheckResult = z.infer<typeof selfCheckResultSchema>;

export const testRunResultSchema = z.object({
  timestamp: z.string(),
  total: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  /** Percent of the checks that ran (skipped ones aside), one decimal. */
  successRate: z.number().min(0).max(100),
  /** Milliseconds, the whole run. */
  duration: z.number().int().nonnegative(),
  results: z.array(selfCheckResultSchema),
});
export type TestRunResult = z.infer<typeof testRunResultSchema>;

export const selfCheckMessages = {
  runFailed: "Impossible d'exécuter les tests",
} as const;

/** Totals and success rate of a list of results. */
export function summarizeSelfChecks(
  results: SelfCheckResult[],
): Pick<TestRunResult, 'total' | 'passed' | 'failed' | 'skipped' | 'successRate'> {
  const count = (status: SelfCheckStatus) => results.filter((result) => result.status === status).length;
  const passed = count('passed');
  const failed = count('failed');
  const ran = passed + failed;
  return {
    total: results.length,
    passed,
    failed,
    skipped: count('skipped'),
    successRate: ran === 0 ? 0 : Math.round((passed / ran) * 1000) / 10,
  };
}
