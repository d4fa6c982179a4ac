import { describe, expect, it } from 'vitest';
import { fileRuleError, type FileRules } from './file-rules';

const rules: FileRules = {
  maxBytes: 100,
  types: ['image/png'],
  messages: { required: 'required', type: 'type', size: 'size' },
};

describe('fileRuleError', () => {
  it('accepts a file of an allowed type up to the limit included', () => {
    expect(fileRuleError({ size: 100, type: 'image/png' }, rules)).toBeNull();
  });

  it('names the first broken rule: presence, then type, then size', () => {
    expect(fileRuleError(null, rules)).toBe('required');
    expect(fileRuleError(undefined, rules)).toBe('required');
    expect(fileRuleError({ size: 1000, type: 'image/gif' }, rules)).toBe('type');
    expect(fileRuleError({ size: 101, type: 'image/png' }, rules)).toBe('size');
  });
});
