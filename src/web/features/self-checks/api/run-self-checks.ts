import { useMutation } from '@tanstack/react-query';
import type { TestRunResult } from '@shared/self-checks/self-check.schemas';
import { apiFetch } from '@web/lib/api-client';

export async function runSelfChecks(): Promise<TestRunResult> {
  return (await apiFetch('/api/admin/self-checks', { method: 'POST', body: {} })) as TestRunResult;
}

export const useRunSelfChecks = () => useMutation({ mutationFn: runSelfChecks });
