import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MxlFormulaText } from '../../../src/app/components/mxl/MxlFormulaText';

const render = (formula: string) =>
  renderToStaticMarkup(createElement(MxlFormulaText, { formula }));

describe('a formula in a read-only view', () => {
  it('is highlighted token by token when it parses, keeping every character', () => {
    const html = render('max(commitment - total_contributions, 0)');
    expect(html).toContain('data-formula="highlighted"');
    expect(html.match(/<span/g)).toHaveLength(8);
    expect(html.replace(/<[^>]+>/g, '')).toBe('max(commitment - total_contributions, 0)');
  });

  it('is plain text when it does not parse', () => {
    const html = render('commitment +');
    expect(html).toContain('data-formula="plain"');
    expect(html).not.toContain('<span');
    expect(html.replace(/<[^>]+>/g, '')).toBe('commitment +');
  });
});
