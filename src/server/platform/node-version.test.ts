import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { isOlder, minimumOf, nodeRefusal } from './node-version';

describe('the Node version check', () => {
  it("reads package.json's range", () => {
    expect(minimumOf(packageJson.engines.node)).toEqual([24, 0, 0]);
    expect(minimumOf('>=24.2')).toEqual([24, 2, 0]);
    expect(() => minimumOf('^24')).toThrow(/engines\.node/);
  });

  it('compares part by part, not as text', () => {
    expect(isOlder('20.19.0', [24, 0, 0])).toBe(true);
    expect(isOlder('v9.0.0', [24, 0, 0])).toBe(true);
    expect(isOlder('24.0.0', [24, 0, 0])).toBe(false);
    expect(isOlder('24.21.0', [24, 2, 0])).toBe(false);
    expect(isOlder('24.1.9', [24, 2, 0])).toBe(true);
    expect(isOlder('100.0.0', [24, 0, 0])).toBe(false);
  });

  it('names both versions in French', () => {
    expect(nodeRefusal('24.21.0', '>=24')).toBeNull();
    const refusal = nodeRefusal('20.19.0', '>=24');
    expect(refusal).toContain('Boucles demande Node 24 ou plus récent');
    expect(refusal).toContain('tourne sur Node 20.19.0');
  });

  // The server's and the CLI's first import; scripts/smoke-release.mjs runs the built server so too.
  it('stops the process on an older Node with exit code 1', () => {
    const pretendNode20 = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.11.1'})`;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--import', pretendNode20, 'src/server/platform/require-node.ts'],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Boucles demande Node 24 ou plus récent');
    expect(run.stderr).toContain('tourne sur Node 20.11.1');
  });
});
