import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { mxlDiagnostics, offsetOf } from '../../../src/app/components/mxl/mxl-language';

const doc = (source: string) => Text.of(source.split('\n'));

describe('MXL diagnostics in the editor', () => {
  it('has none for a formula that parses, or for an empty one', () => {
    expect(mxlDiagnostics(doc('max(commitment - total_contributions, 0)'))).toEqual([]);
    expect(mxlDiagnostics(doc(''))).toEqual([]);
  });

  it('marks the unexpected token where the parser met it, on a later line', () => {
    const source = 'max(\n  commitment,,\n  0\n)';
    const [diagnostic] = mxlDiagnostics(doc(source));
    expect(diagnostic!.severity).toBe('error');
    expect(source.slice(diagnostic!.from, diagnostic!.to)).toBe(',');
    expect(diagnostic!.from).toBe(offsetOf(doc(source), 2, 14));
    expect(diagnostic!.message).toMatch(/^Unexpected token "," at line 2, column 14\. Expected /);
  });

  it('marks the end of an unfinished formula inside the document', () => {
    const source = 'commitment -';
    const [diagnostic] = mxlDiagnostics(doc(source));
    expect(diagnostic!.message).toMatch(/^Unexpected end of input at line 1, column 13/);
    expect(diagnostic!.from).toBeLessThanOrEqual(source.length);
    expect(diagnostic!.to).toBeLessThanOrEqual(source.length);
  });

  it('marks an unknown function and a wrong arity under the callee, with line and column', () => {
    const source = 'commitment +\n  maxx(commitment, 0) + abs(1, 2)';
    const diagnostics = mxlDiagnostics(doc(source));
    expect(diagnostics.map((d) => [source.slice(d.from, d.to), d.message])).toEqual([
      ['maxx', 'Unknown function "maxx" at line 2, column 3'],
      ['abs', 'abs() takes 1 argument, got 2 at line 2, column 25'],
    ]);
  });

  it('marks names the vocabulary does not hold, once it has loaded', () => {
    const source = 'commitment - total_contributon';
    const vocabulary = {
      calculations: [{ name: 'total_contributions' }],
      transactionCodes: [{ name: 'commitment' }],
    };
    expect(mxlDiagnostics(doc(source), vocabulary).map((d) => d.message)).toEqual([
      'Unknown calculation or transaction code "total_contributon" at line 1, column 14',
    ]);
    expect(mxlDiagnostics(doc(source), { calculations: [], transactionCodes: [] })).toEqual([]);
  });
});
