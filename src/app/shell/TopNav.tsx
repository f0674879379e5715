import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { css, cx } from 'styled-system/css';
import { useFeatureFlag, usePermissions } from '../lib/use-permissions';
import { fundFamilyQueries } from '../queries/fund-family-queries';
import { menuContent, menuItem } from './menu-styles';
import { navItems, type NavItem } from './nav-items';
import { useOverflowCount } from './use-overflow-count';

const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '36px',
  px: '3',
  borderRadius: '6px',
  color: 'rgba(255,255,255,0.85)',
  whiteSpace: 'nowrap',
  fontWeight: 'medium',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  _hover: { bg: 'rgba(255,255,255,0.12)', color: 'white' },
  '&[data-active=true]': { bg: 'rgba(255,255,255,0.18)', color: 'white' },
  // Drawn inside the link: the nav hides what overflows, which cut an outside ring off.
  _focusVisible: { outline: '2px solid white', outlineOffset: '-2px' },
});

const allFundFamilies = 'all';

/** Funds ▾: the list of fund families, or straight into the one chosen. */
function FundsMenu({ item, active }: { item: NavItem; active: boolean }) {
  const { data } = useQuery(fundFamilyQueries.list());
  const [, navigate] = useLocation();
  return (
    <Menu.Root
      onSelect={({ value }) =>
        navigate(value === allFundFamilies ? item.href : `${item.href}/${value}`)
      }
    >
      <Menu.Trigger
        className={navLink}
        data-active={active}
        aria-current={active ? 'page' : undefined}
      >
        {item.label} ▾
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContent}>
            <Menu.Item value={allFundFamilies} className={menuItem}>
              All fund families
            </Menu.Item>
            {(data ?? []).map((fundFamily) => (
              <Menu.Item key={fundFamily.id} value={fundFamily.id} className={menuItem}>
                {fundFamily.name}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Spec §2: the top navigation; what does not fit goes into a More menu. */
export function TopNav() {
  const { can } = usePermissions();
  const reportBuilder = useFeatureFlag('report_builder');
  const [location, navigate] = useLocation();
  const items = navItems.filter(
    (item) =>
      (!item.permission || can(item.permission)) &&
      (!item.flag || (item.flag === 'report_builder' && reportBuilder)),
  );
  const { containerRef, measureRef, visible } = useOverflowCount(items.length);
  const isActive = (item: NavItem) =>
    location === item.href || location.startsWith(`${item.href}/`);
  const shown = items.slice(0, visible);
  const overflow = items.slice(visible);

  return (
    <nav
      aria-label="Main"
      ref={containerRef}
      className={css({
        flex: 1,
        minW: 0,
        display: 'flex',
        alignItems: 'center',
        gap: '1',
        position: 'relative',
        overflow: 'hidden',
      })}
    >
      <div
        ref={measureRef}
        aria-hidden
        className={css({
          position: 'absolute',
          visibility: 'hidden',
          display: 'flex',
          pointerEvents: 'none',
        })}
      >
        {items.map((item) => (
          <span key={item.href} className={cx(navLink, css({ mr: '1' }))}>
            {item.label}
            {item.submenu ? ' ▾' : ''}
          </span>
        ))}
      </div>
      {shown.map((item) =>
        item.submenu ? (
          <FundsMenu key={item.href} item={item} active={isActive(item)} />
        ) : (
          <Link
            key={item.href}
            href={item.href}
            className={navLink}
            data-active={isActive(item)}
            aria-current={isActive(item) ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ),
      )}
      {overflow.length > 0 ? (
        <Menu.Root onSelect={(details) => navigate(details.value)}>
          <Menu.Trigger className={navLink}>More ▾</Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content className={menuContent}>
                {overflow.map((item) => (
                  <Menu.Item key={item.href} value={item.href} className={menuItem}>
                    {item.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
    </nav>
  );
}
