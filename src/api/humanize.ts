// Words that read as letters ("llc" → "LLC"), so enumeration labels look as people write them.
const acronyms = new Set([
  'aba',
  'aiv',
  'erisa',
  'gp',
  'id',
  'ids',
  'ira',
  'irr',
  'llc',
  'llp',
  'lp',
  'lpa',
  'mxl',
  'nav',
  're',
  'spv',
  'swift',
  'us',
]);

/** Enumeration values as people read them: "limited_partnership" → "Limited partnership". */
export const humanize = (value: string) => {
  const words = value
    .split('_')
    .map((word) => (acronyms.has(word.toLowerCase()) ? word.toUpperCase() : word));
  const spaced = words.join(' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
