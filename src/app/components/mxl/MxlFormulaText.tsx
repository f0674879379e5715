import type { ReactNode } from 'react';
import { parseMxl } from '../../../domain/mxl';
import { mxlTokenClasses } from './mxl-tokens';
import { formulaBlock } from './mxl-token-styles';

/** A formula in a read-only view: highlighted when it parses, plain text when it does not. */
export function MxlFormulaText({ formula, label }: { formula: string; label?: string }) {
  if (!parseMxl(formula).ok) {
    return (
      <pre className={formulaBlock} aria-label={label} data-formula="plain">
        {formula}
      </pre>
    );
  }
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { token, className } of mxlTokenClasses(formula)) {
    if (token.from > at) parts.push(formula.slice(at, token.from));
    parts.push(
      <span key={token.from} className={className}>
        {token.text}
      </span>,
    );
    at = token.to;
  }
  if (at < formula.length) parts.push(formula.slice(at));
  return (
    <pre className={formulaBlock} aria-label={label} data-formula="highlighted">
      {parts}
    </pre>
  );
}
