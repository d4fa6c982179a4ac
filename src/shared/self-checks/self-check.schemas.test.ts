import { describe, expect, it } from 'vitest';
import { type SelfCheckResult, summarizeSelfChecks } from './self-check.schemas';

const result = (status: SelfCheckResult['status']): SelfCheckResult => ({
  test: 't',
  status,
  message: '',
  duration: 1,
});

describe('summarizeSelfChecks', () => {
  it('counts each status and rates success over the checks that ran, to one decimal', () => {
    const summary = summarizeSelfChecks([result('passed'), result('passed'), result('failed'), result('skipped')]);
    expect(summary).toEqual({ total: 4, passed: 2, failed: 1, skipped: 1, successRate: 66.7 });
  });

  it('says 0 % when nothing ran', () => {
    expect(summarizeSelfChecks([result('skipped')]).successRate).toBe(0);
  });
});
