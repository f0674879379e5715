const fillers = new Set(
  'please can could would you me tell show give what whats is are the a an of our my i we do does how who which about for in on'.split(
    ' ',
  ),
);

/**
 * The built-in model's title: the question's meaningful words, capitalised, at most six,
 * e.g. "Who are the 5 largest investors?" → "5 Largest Investors".
 */
export function titleFromQuestion(question: string): string {
  const words = question
    .replace(/[?!.]+$/g, '')
    .split(/\s+/)
    .filter(
      (w) =>
        w.length > 0 &&
        !fillers.has(
          w
            .toLowerCase()
            .replace(/[^a-z']/g, '')
            .replace(/'s$/, ''),
        ),
    );
  const picked = (words.length > 0 ? words : question.split(/\s+/)).slice(0, 6);
  const title = picked
    .map((w) => (/^[a-z]/.test(w) ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
  return title.slice(0, 80) || 'New conversation';
}
