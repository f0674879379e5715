import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { page, pageTitle } from '../../../components/page-styles';

const crumb = css({ color: 'blue.700', fontSize: 'sm' });

/** A waterfall review page's frame: the way back (to the distribution, to the review), its title. */
export function ReviewFrame({
  title,
  subtitle,
  back,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  back: { href: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <nav aria-label="Breadcrumb" className={css({ display: 'flex', gap: '3' })}>
        {back.map((link) => (
          <Link key={link.href} href={link.href} className={crumb}>
            ← {link.label}
          </Link>
        ))}
      </nav>
      <h1 className={pageTitle} style={{ marginBottom: 4 }}>
        {title}
      </h1>
      {subtitle ? <p className={css({ color: 'gray.600', mb: '4' })}>{subtitle}</p> : null}
      {children}
    </main>
  );
}
