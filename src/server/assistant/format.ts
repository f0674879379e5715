// The app's one money format, so an answer reads as the page it is about.
export { formatMoney } from '../../domain/money-display';

/** A share of a whole, to two decimals, computed in integers so it never drifts. */
export function formatShare(part: number, whole: number): string {
  if (whole === 0) return '0.00%';
  const basisPoints = Math.round((part * 10_000) / whole);
  return `${(basisPoints / 100).toFixed(2)}%`;
}

/** "1 commitment", "3 commitments". */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();

/** Words that appear in many names, so they cannot pick one out on their own. */
const commonWords = new Set(
  (
    'the and of for inc llc lp l p co ltd fund funds family trust pension capital partners ' +
    'partner foundation endowment office holdings insurance group investors investor ' +
    'retirement employees system mutual life community corporate regional municipal sisters ' +
    'university church health medical labor street state teachers charitable revocable ' +
    'irrevocable sovereign ventures ridge point iv ii iii management fee fees offset interest ' +
    'carried return base total account position commitment commitments unfunded largest'
  ).split(' '),
);

/**
 * How well a question names something: 100 for the whole name, else one point per
 * distinctive word of the name that the question contains. Case and punctuation are ignored,
 * so "aldridge's position" finds "Aldridge State Pension Fund".
 */
export function nameScore(question: string, name: string): number {
  const q = ` ${fold(question)} `;
  const n = fold(name);
  if (n.length === 0) return 0;
  if (q.includes(` ${n} `)) return 100;
  const words = n.split(' ').filter((w) => w.length >= 3 && !commonWords.has(w));
  return words.filter((w) => q.includes(` ${w} `) || q.includes(` ${w}s `)).length;
}

/** The one candidate the text names best, or null when none or several tie. */
export function bestNamed<T>(text: string, candidates: readonly T[], nameOf: (c: T) => string[]) {
  let best: T | null = null;
  let bestScore = 0;
  let tie = false;
  for (const candidate of candidates) {
    const score = Math.max(0, ...nameOf(candidate).map((n) => nameScore(text, n)));
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
      tie = false;
    } else if (score > 0 && score === bestScore) tie = true;
  }
  return bestScore > 0 && !tie ? best : null;
}
