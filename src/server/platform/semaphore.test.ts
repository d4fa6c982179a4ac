import { expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

it('runs at most its limit of tasks at once, the others in their order of arrival, failures included', async () => {
  const run = createSemaphore(2);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const task = (n: number) => async () => {
    started.push(n);
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    if (n === 1) throw new Error('decoding failed');
    return n;
  };
  const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => run(task(n))));
  expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual(['failed', 2, 3, 4, 5, 6]);
  expect([most, started]).toEqual([2, [1, 2, 3, 4, 5, 6]]);
  expect(await run(async () => 'free again')).toBe('free again');
});
