import { css } from 'styled-system/css';
import type { MxlTokenKind } from '../../../domain/mxl';

/** One colour per token kind, shared by the editor and read-only formulas. */
export const mxlTokenClass: Record<MxlTokenKind, string> = {
  number: css({ color: '#0b7285' }),
  string: css({ color: '#2b8a3e' }),
  quarter: css({ color: '#0b7285', fontWeight: 'medium' }),
  name: css({ color: '#1c3d7a' }),
  keyword: css({ color: '#862e9c', fontWeight: 'semibold' }),
  unit: css({ color: '#a61e4d' }),
  operator: css({ color: '#495057' }),
  punctuation: css({ color: '#868e96' }),
  error: css({
    color: 'red.700',
    textDecoration: 'underline wavy',
    textDecorationColor: 'red.500',
  }),
};

/** Builtin calls read differently from names of calculations and codes. */
export const mxlFunctionClass = css({ color: '#5c3b00', fontWeight: 'medium' });

export const formulaBlock = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  bg: 'gray.50',
  border: '1px solid',
  borderColor: 'gray.200',
  borderRadius: '6px',
  p: '3',
  m: 0,
});
