import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assetPath } from './assets';

describe('assetPath', () => {
  it('finds the receipt fonts in the source tree when not bundled', () => {
    const font = assetPath('fonts/DejaVuSans.ttf');
    expect(font).toMatch(/dejavu-fonts-ttf\/ttf\/DejaVuSans\.ttf$/);
    expect(existsSync(font)).toBe(true);
  });

  it('refuses a folder the build does not copy', () => {
    expect(() => assetPath('secrets/key.pem')).toThrow(/No such asset folder/);
  });
});
