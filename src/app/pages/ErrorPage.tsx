import { css } from 'styled-system/css';
import { button } from '../components/button-styles';
import { page, pageTitle } from '../components/page-styles';
import { signOut } from '../lib/sign-out';

export const supportEmail = 'support@fundline.test';

/** Spec §2/§8: the generic error page with go back, go home, try again, sign out and support. */
export function ErrorPage({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className={page} role="alert">
      <h1 className={pageTitle}>Something went wrong</h1>
      <p className={css({ color: 'gray.700', mb: '2' })}>
        The page could not be shown. Try again, or{' '}
        <a
          className={css({ color: 'blue.700', textDecoration: 'underline' })}
          href={`mailto:${supportEmail}`}
        >
          contact support
        </a>{' '}
        if it keeps happening.
      </p>
      {detail ? (
        <pre
          className={css({ fontSize: 'xs', color: 'gray.500', mb: '4', whiteSpace: 'pre-wrap' })}
        >
          {detail}
        </pre>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => window.history.back()}
        >
          Go back
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => window.location.assign('/')}
        >
          Go home
        </button>
        <button
          type="button"
          className={button()}
          onClick={() => (onRetry ? onRetry() : window.location.reload())}
        >
          Try again
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => void signOut()}
        >
          Sign out
        </button>
      </div>
    </main>
  );
}
