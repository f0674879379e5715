import { describe, expect, it } from 'vitest';
import { MXL_BUILTINS, findMxlBuiltin, parseMxl } from '../../../src/domain/mxl';

describe('MXL_BUILTINS registry', () => {
  it('has the functions spec §5 and issue 6 name, each once', () => {
    const names = MXL_BUILTINS.map((builtin) => builtin.name);
    expect(new Set(names).size).toBe(names.length);
    for (const required of [
      'min',
      'max',
      'round_up_to_multiple',
      'sum',
      'abs',
      'if',
      'coalesce',
      'round',
    ]) {
      expect(names).toContain(required);
    }
  });

  it('documents every function with a signature matching its name and arity, and an example that parses', () => {
    for (const builtin of MXL_BUILTINS) {
      expect(builtin.signature.startsWith(`${builtin.name}(`)).toBe(true);
      expect(builtin.summary.length).toBeGreaterThan(10);
      const params = builtin.signature.slice(builtin.name.length + 1, -1).split(', ');
      const required = params.filter((p) => !p.endsWith('?') && p !== '...').length;
      expect(required).toBe(builtin.minArgs);
      expect(builtin.maxArgs).toBe(params.includes('...') ? Infinity : params.length);
      const example = parseMxl(builtin.example);
      expect(example.ok).toBe(true);
      if (example.ok) {
        expect(JSON.stringify(example.ast)).toContain(`"callee":"${builtin.name}"`);
      }
    }
  });

  it('finds functions by exact name only', () => {
    expect(findMxlBuiltin('round')?.name).toBe('round');
    expect(findMxlBuiltin('ROUND')).toBeUndefined();
  });
});
