import { css } from 'styled-system/css';
import { page, pageTitle } from '../components/page-styles';

/** Spec §6: forbidden navigation shows the forbidden message. */
export function ForbiddenPage() {
  return (
    <main className={page}>
      <h1 className={pageTitle}>Forbidden</h1>
      <p className={css({ color: 'gray.600' })}>
        Your account does not have permission to see this page.
      </p>
    </main>
  );
}
