import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { pageTitle } from './page-styles';

const row = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  mb: '4',
});

/** A page's title with its actions (create, edit, related pages) at the right. */
export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={row}>
      <h1 className={pageTitle} style={{ marginBottom: 0 }}>
        {title}
      </h1>
      {children}
    </div>
  );
}
