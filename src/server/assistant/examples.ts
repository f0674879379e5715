import { customerFundFamilies, resolveFundFamily } from './fund-scope';
import { investorsByCommitment } from './investor-tools';
import type { ToolContext } from './tool-types';

/** "Cobalt Ridge Partners'", "Aldridge State Pension Fund's". */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/**
 * Questions the built-in model answers, written with the customer's own names: the HTTP
 * variant's suggestions and the examples of the help reply.
 */
export async function exampleQuestions(ctx: ToolContext): Promise<string[]> {
  const family = await resolveFundFamily(ctx, null);
  if (!family) {
    const families = await customerFundFamilies(ctx);
    const first = families[0];
    return [
      'Which fund families do we have?',
      ...(first
        ? [
            `What is the total commitment of ${first.name}?`,
            `Who are the 5 largest investors in ${first.name}?`,
            `Give me an overview of ${first.name}`,
          ]
        : []),
      'Explain equalization',
    ];
  }
  const [largest] = await investorsByCommitment(ctx, family.id);
  return [
    `What is the total commitment of ${family.name}?`,
    'Who are the 5 largest investors?',
    ...(largest ? [`Show ${possessive(largest.name)} capital account`] : []),
    'What is the unfunded commitment?',
    `Give me an overview of ${family.name}`,
    'Which closings does the fund have?',
    'What fees are configured?',
    'Explain equalization',
    'What is on this page?',
  ];
}

export const builtinCapabilities = [
  'an overview of a fund family (entities, currency, state, first close, closings)',
  'total commitments, per fund entity and in total, with the investor count',
  'unfunded commitment and contributions',
  'the largest investors by commitment',
  "an investor's position: commitment, contributed, distributed, unfunded and NAV as of today",
  'closings (name, date, state)',
  'the fees configured (rate, basis, cadence)',
  'fund terms: equalization, unfunded commitment, NAV, preferred return, carried interest, management fee offset, borrowing base',
  'what is on the page you are looking at',
];
