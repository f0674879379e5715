import { Link } from 'wouter';
import { css } from 'styled-system/css';

const tabStyle = css({ pb: '2', color: 'gray.700', textDecoration: 'none' });
const currentStyle = css({
  pb: '2',
  borderBottom: '2px solid',
  borderColor: 'brand',
  fontWeight: 'semibold',
});

/**
 * Tabs of one form spread over several routes: moving between them keeps the edit, so it
 * skips the unsaved-changes guard that leaving the form would raise.
 */
export function WithinFormTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { label: string; href: string; current: boolean }[];
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
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          href={tab.href}
          state={{ skipBlocker: true }}
          aria-current={tab.current ? 'page' : undefined}
          className={tab.current ? currentStyle : tabStyle}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
