import { css } from 'styled-system/css';
import { page, pageTitle } from '../components/page-styles';

export function MaintenancePage() {
  return (
    <main className={page}>
      <h1 className={pageTitle}>Maintenance</h1>
      <p className={css({ color: 'gray.700' })}>
        Fundline is under maintenance... Please check back soon.
      </p>
    </main>
  );
}
