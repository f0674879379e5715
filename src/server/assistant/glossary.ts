/**
 * Short definitions of the terms users ask about, written from the domain primer
 * (/work/shared/DOMAIN.md: ILPA model LPA and Reporting Template). `aliases` are the other
 * ways people write the term.
 */
export type GlossaryEntry = { term: string; aliases: string[]; definition: string };

export const glossary: GlossaryEntry[] = [
  {
    term: 'equalization',
    aliases: [
      'capital equalization',
      'equalisation',
      'equalization payment',
      'equalization interest',
    ],
    definition:
      'A commitment admitted at a later closing is treated as if it had been admitted at the initial closing: it pays its share of every earlier contribution (the equalization payment), plus interest at the fund’s rate (the model LPA says 8% a year) on that payment excluding its management-fee portion, from each earlier call’s due date. The payment (without the fee portion) and the interest go back to the earlier partners pro rata to their contributions; the interest is not a capital contribution and does not reduce unfunded commitment. Afterwards every partner has contributed the same percentage of its commitment.',
  },
  {
    term: 'unfunded commitment',
    aliases: ['unfunded', 'uncalled commitment', 'uncalled capital', 'dry powder'],
    definition:
      'What an investor can still be called for: commitment − paid-in capital + recallable distributions (± adjustments). Paid-in + unfunded = commitment always holds, per commitment and in total.',
  },
  {
    term: 'NAV',
    aliases: ['net asset value'],
    definition:
      'Net asset value: the capital account rolled forward, beginning NAV + contributions − distributions − net management fees − fund expenses + income and gains − change in accrued carry. This app computes it from the ledger: contributions that stay in the fund less distributions (the ledger holds no valuations yet).',
  },
  {
    term: 'preferred return',
    aliases: ['pref', 'hurdle', 'hurdle rate'],
    definition:
      'The return the limited partners receive before the general partner shares in profits: in the model whole-of-fund waterfall, 8% a year compounded annually, calculated daily on each contribution from the date received until the date distributed, paid after contributions are returned.',
  },
  {
    term: 'carried interest',
    aliases: ['carry', 'catch-up', 'catch up'],
    definition:
      'The general partner’s share of profits (typically 20%). In a European waterfall it comes after capital and preferred return are paid back: a catch-up (the model gives 80% to the GP until it holds 20% of the profit distributed so far; many funds use 100%), then 80/20 thereafter. A deal-by-deal (American) waterfall pays it per realized investment, with a clawback at the end.',
  },
  {
    term: 'management fee offset',
    aliases: ['fee offset', 'offsets', 'offset'],
    definition:
      'Each management fee instalment is reduced, never below zero, by the investor’s share of fee income the manager received (transaction, monitoring, directors’, break-up fees) since the previous payment date; the model offset is 100%. An excess carries forward to later instalments and any balance left at the end goes back to the partners.',
  },
  {
    term: 'management fee',
    aliases: ['mgmt fee'],
    definition:
      'Paid quarterly in advance (model LPA §8.3): a rate on commitments during the commitment period, then on invested capital not yet realized or written off. Partial periods are pro-rated by actual days; net fee = gross fee − rebates − waivers − offsets applied.',
  },
  {
    term: 'borrowing base',
    aliases: ['subscription facility', 'subscription line', 'credit facility'],
    definition:
      'For a subscription credit facility: Σ over eligible investors of (uncalled commitment × advance rate) − concentration-limit haircuts − deductions. Availability = min(facility commitment, borrowing base) − outstanding principal.',
  },
  {
    term: 'paid-in capital',
    aliases: ['paid in', 'paid-in', 'contributed capital', 'contributions'],
    definition:
      'What has been called from an investor and received: here the posted contribution rows (investment, management fee and expense contributions).',
  },
  {
    term: 'IRR',
    aliases: ['net irr', 'internal rate of return', 'tvpi', 'dpi'],
    definition:
      'IRR is XIRR over dated cash flows (contributions negative, distributions positive, NAV as a final flow at the measurement date), annual on actual/365. TVPI = (distributions + NAV) / paid-in; DPI = distributions / paid-in.',
  },
];

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The entry a text names, the longest matching name first ("management fee offset" before "management fee"). */
export function findTerm(text: string): GlossaryEntry | null {
  const q = ` ${fold(text)} `;
  let best: { entry: GlossaryEntry; length: number } | null = null;
  for (const entry of glossary) {
    for (const name of [entry.term, ...entry.aliases]) {
      const n = fold(name);
      if (q.includes(` ${n} `) && (!best || n.length > best.length))
        best = { entry, length: n.length };
    }
  }
  return best?.entry ?? null;
}
