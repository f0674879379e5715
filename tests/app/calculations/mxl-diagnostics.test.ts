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
});
