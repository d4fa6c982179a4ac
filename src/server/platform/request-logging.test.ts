import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';

type LogLine = { level: number; msg: string; reqId?: string };

const INFO = 30;
const DEBUG = 20;

/** The levels of one request's log lines, in an app of the given NODE_ENV. */
async function requestLineLevels(env: 'development' | 'production'): Promise<Record<string, number>> {
  const lines: string[] = [];
  const t: TestApp = await createTestApp({
    env: { NODE_ENV: env },
    logTo: { write: (line: string) => void lines.push(line) },
  });
  try {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    const id = answer.headers['x-request-id'];
    const mine = lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === id);
    return Object.fromEntries(mine.map((line) => [line.msg, line.level]));
  } finally {
    await t.close();
  }
}

describe('request log lines', () => {
  let development: Record<string, number>;
  let production: Record<string, number>;
  beforeAll(async () => {
    development = await requestLineLevels('development');
    production = await requestLineLevels('production');
  });

  it('are debug lines in development, so the start-up lines and demo accounts stay in view', () => {
    expect(development).toEqual({ 'incoming request': DEBUG, 'request completed': DEBUG });
  });

  it('stay info lines in production', () => {
    expect(production).toEqual({ 'incoming request': INFO, 'request completed': INFO });
  });
});
