import { Link } from 'wouter';
import { css } from 'styled-system/css';

const tabStyle = css({ pb: '2', color: 'gray.700', textDecoration: 'none' });
const currentStyle = css({
  pb: '2',
  borderBottom: '2px solid',
  borderColor: 'brand',
  fontWeight: 'semibold',
});

type Tab = { id?: string; label: string; href?: string; current?: boolean };

/**
 * A page's row of tabs: the current one underlined, the others links. Tabs that are routes
 * below one path give `base` and `currentId`: each tab then links to `${base}/${id}`.
 */
export function PageTabs({
  label,
  tabs: given,
  base,
  currentId,
  withinForm = false,
}: {
  label: string;
  tabs: readonly Tab[];
  base?: string;
  /** The route tab shown; none is current when it matches no tab (e.g. a sub-page). */
  currentId?: string;
  /** Tabs of one form over several routes: moving between them skips the unsaved-form guard. */
  withinForm?: boolean;
}) {
  const tabs =
    base === undefined
      ? given
      : given.map((t) => ({
          label: t.label,
          href: `${base}/${t.id}`,
          current: t.id === currentId,
        }));
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
