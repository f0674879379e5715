import { findMxlBuiltin, tokenizeMxl, type MxlToken } from '../../../domain/mxl';
import { mxlFunctionClass, mxlTokenClass } from './mxl-token-styles';

/** The class a token is drawn with: a name followed by "(" that is a builtin reads as a call. */
export function mxlTokenClasses(source: string): { token: MxlToken; className: string }[] {
  const tokens = tokenizeMxl(source);
  return tokens.map((token, index) => {
    const next = tokens[index + 1];
    const isCall =
      token.kind === 'name' && next?.text === '(' && findMxlBuiltin(token.value) !== undefined;
    return { token, className: isCall ? mxlFunctionClass : mxlTokenClass[token.kind] };
  });
}
