import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { PasswordScorer } from './password-rules';

// The dictionaries weigh about a megabyte: the browser imports this module lazily.
let factory: ZxcvbnFactory | undefined;

export const zxcvbnScore: PasswordScorer = (password, userInputs) => {
  factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return factory.check(password, [...userInputs]).score;
};
