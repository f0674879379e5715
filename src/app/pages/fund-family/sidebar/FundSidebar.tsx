import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { css, cx } from 'styled-system/css';
import { useFeatureFlag, usePermissions } from '../../../lib/use-permissions';
import { fundQueries } from '../../../queries/fund-queries';
import { fundSidebarItems, type FundSidebarItem } from './fund-sidebar-items';
import { fundSidebarTiming as timing } from './fund-sidebar-timing';
import { createHoverOpen } from './hover-open';

const collapsedKey = 'fund-sidebar-collapsed';

const linkStyle = css({
  display: 'block',
  px: '3',
  py: '1.5',
  borderRadius: '6px',
  color: 'gray.700',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  _hover: { bg: 'gray.100' },
  '&[aria-current=page]': { bg: '#e0e7ff', color: 'gray.900', fontWeight: 'semibold' },
});

function Item({
  item,
  location,
  group,
}: {
  item: FundSidebarItem;
  location: string;
  group?: string;
}) {
  const current = item.children
    ? item.children.some((child) => location.startsWith(child.match))
    : location.startsWith(item.match);
  return (
    <li>
      {item.children ? (
        <>
          <div
            className={css({
              px: '3',
              pt: '3',
              pb: '1',
              fontSize: 'xs',
              fontWeight: 'semibold',
              textTransform: 'uppercase',
              letterSpacing: '0.04em',
              color: current ? 'gray.900' : 'gray.500',
            })}
          >
            {item.label}
          </div>
          <ul className={css({ pl: '2' })}>
            {item.children.map((child) => (
              <Item key={child.href} item={child} location={location} group={item.label} />
            ))}
          </ul>
        </>
      ) : (
        <Link
          href={item.href}
          className={linkStyle}
          aria-current={current ? 'page' : undefined}
          // Within a group the name says which: "Configuration › Calculations".
          aria-label={group ? `${group} › ${item.label}` : undefined}
        >
          {item.label}
        </Link>
      )}
    </li>
  );
}

/**
 * The fund sidebar (spec §2, §9): 210 px wide; collapsed to a rail it opens over the page
 * after the pointer rests 1000 ms and closes 500 ms after it leaves, sliding in 200 ms.
 */
export function FundSidebar({
  fundFamilyId,
  fundName,
}: {
  fundFamilyId: string;
  fundName?: string;
}) {
  const [location] = useLocation();
  const splitCalculations = useFeatureFlag('performance_metric_mxl_live_eval');
  const { can } = usePermissions();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const items = fundSidebarItems({
    fundFamilyId,
    splitCalculations,
    isDraft: !fund || fund.state === 'draft',
    feesEnabled: fund?.config.fees_enabled ?? false,
    notices: can('service'),
  });
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === 'true');
  const [hoverOpen, setHoverOpen] = useState(false);
  const hover = useMemo(
    () =>
      createHoverOpen({
        openDelay: timing.hoverOpenDelay,
        closeDelay: timing.closeDelay,
        onChange: setHoverOpen,
      }),
    [],
  );
  useEffect(() => hover.dispose, [hover]);
  const open = !collapsed || hoverOpen;
  const toggle = () => {
    localStorage.setItem(collapsedKey, String(!collapsed));
    setCollapsed(!collapsed);
    setHoverOpen(false);
  };
  return (
    // The rail keeps its width in the layout; the opened panel slides over the page.
    <div
      className={css({ position: 'relative', flexShrink: 0 })}
      style={{ width: collapsed ? timing.collapsedWidth : timing.width }}
    >
      <aside
        aria-label="Fund sidebar"
        data-open={open ? '' : undefined}
        onMouseEnter={collapsed ? hover.enter : undefined}
        onMouseLeave={collapsed ? hover.leave : undefined}
        className={cx(
          css({
            position: 'absolute',
            top: 0,
            left: 0,
            bottom: 0,
            bg: 'white',
            borderRight: '1px solid',
            borderColor: 'gray.200',
            overflow: 'hidden',
            zIndex: 20,
            transitionProperty: 'width, box-shadow',
            transitionTimingFunction: 'ease-out',
          }),
          collapsed && hoverOpen ? css({ boxShadow: 'lg' }) : undefined,
        )}
        style={{
          width: open ? timing.width : timing.collapsedWidth,
          transitionDuration: `${timing.slide}ms`,
        }}
      >
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '1',
            px: '2',
            py: '2',
            borderBottom: '1px solid',
            borderColor: 'gray.100',
          })}
        >
          {open ? (
            <span
              className={css({
                fontWeight: 'semibold',
                fontSize: 'sm',
                px: '1',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              })}
              title={fundName}
            >
              {fundName ?? 'Fund'}
            </span>
          ) : null}
          <button
            type="button"
            onClick={toggle}
            aria-label={collapsed ? 'Pin fund sidebar open' : 'Collapse fund sidebar'}
            title={collapsed ? 'Pin open' : 'Collapse'}
            className={css({
              w: '28px',
              h: '28px',
              flexShrink: 0,
              borderRadius: '6px',
              cursor: 'pointer',
              color: 'gray.600',
              _hover: { bg: 'gray.100' },
            })}
          >
            {collapsed ? '»' : '«'}
          </button>
        </div>
        {open ? (
          <nav aria-label="Fund" className={css({ p: '2', fontSize: 'sm' })}>
            <ul>
              {items.map((item) => (
                <Item key={item.href} item={item} location={location} />
              ))}
            </ul>
          </nav>
        ) : null}
      </aside>
    </div>
  );
}
