import { describe, expect, it } from 'vitest';
import { entryScriptOf } from '../../src/app/shell/use-new-version';

describe('new-version detection', () => {
  it('reads the entry script of a built index page, which changes with every build', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-CQa82uR5.js"></script></head>';
    expect(entryScriptOf(html)).toBe('/assets/index-CQa82uR5.js');
  });

  it('finds nothing in a page without a module script', () => {
    expect(entryScriptOf('<html><body>maintenance</body></html>')).toBeNull();
  });
});
