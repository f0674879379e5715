import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { card, page, pageTitle } from '../../components/page-styles';

/** `/internal`: the internal dashboard; each tool arrives with its issue. */
export function InternalHomePage() {
  return (
    <main className={page}>
      <h1 className={pageTitle}>Internal dashboard</h1>
      <section className={card}>
        <ul>
          <li>
            <Link
              href="/internal/workflows"
              className={css({
                color: 'blue.700',
                fontWeight: 'semibold',
                textDecoration: 'underline',
              })}
            >
              Workflows
            </Link>{' '}
            — every state machine of the product drawn as a statechart, with its generated test
            paths.
          </li>
        </ul>
      </section>
    </main>
  );
}
