import { Link } from 'wouter';
import { css } from 'styled-system/css';

const tabStyle = css({ pb: '2', color: 'gray.700', textDecoration: 'none' });
const currentStyle = css({
  pb: '2',
  borderBottom: '2px solid',
  borderColor: 'brand',
  fontWeight: 'semibold',
});

/** A page's row of tabs: the current one underlined, the others links. */
export function PageTabs({
  label,
  tabs,
  withinForm = false,
}: {
  label: string;
  tabs: readonly { label: string; href?: string; current?: boolean }[];
  /** Tabs of one form over several routes: moving between them skips the unsaved-form guard. */
  withinForm?: boolean;
}) {
  return (
    <nav
      aria-label={label}
      className={css({
        display: 'flex',
        gap: '4',
        borderBottom: '1px solid',
        borderColor: 'gray.200',
        mb: '4',
      })}
    >
      {tabs.map((tab) =>
        tab.current || !tab.href ? (
          <span
            key={tab.label}
            aria-current={tab.current ? 'page' : undefined}
            className={currentStyle}
          >
            {tab.label}
          </span>
        ) : (
          <Link
            key={tab.label}
            href={tab.href}
            state={withinForm ? { skipBlocker: true } : undefined}
            className={tabStyle}
          >
            {tab.label}
          </Link>
        ),
      )}
    </nav>
  );
}
