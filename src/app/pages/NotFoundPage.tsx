import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { page, pageTitle } from '../components/page-styles';

export function NotFoundPage() {
  return (
    <main className={page}>
      <h1 className={pageTitle}>Not found</h1>
      <p className={css({ mb: '4', color: 'gray.600' })}>There is no page at this address.</p>
      <Link href="/" className={css({ color: 'blue.700', textDecoration: 'underline' })}>
        Go home
      </Link>
    </main>
  );
}
