import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { LoadingBar } from '../components/LoadingBar';
import { useFeatureFlag, usePermissions } from '../lib/use-permissions';
import { MaintenancePage } from '../pages/MaintenancePage';
import { shellQueries } from '../queries/shell-queries';
import {
  EnvironmentBadge,
  IntegrationTestingBanner,
  MaintenanceNotice,
  NewVersionBanner,
} from './Banners';
import { CustomerSwitcher } from './CustomerSwitcher';
import { HelpDialog } from './HelpDialog';
import { SettingsMenu } from './SettingsMenu';
import { useAssistant } from './assistant/use-assistant';
import { headerIconButton as iconButton } from './menu-styles';
import { SkipLink } from './SkipLink';
import { TopNav } from './TopNav';
import { usePageFocusAndTitle } from './use-page-focus-and-title';
import { useNewVersionAvailable } from './use-new-version';

/** The header, banners and loading bar around every signed-in page (spec §2 "Shell"). */
export function AppShell({
  children,
  variant = 'app',
}: {
  children: ReactNode;
  /** `auth`: the auth-only address, which has no customer and so no product areas. */
  variant?: 'app' | 'internal' | 'auth';
}) {
  const { data: bootstrap } = useQuery(shellQueries.bootstrap());
  const { data: version } = useQuery(shellQueries.version());
  const { data: selected } = useQuery(shellQueries.selectedCustomer());
  const { can, isInternalStaff } = usePermissions();
  const generalLedger = useFeatureFlag('general_ledger');
  const newVersion = useNewVersionAvailable();
  const fetching = useIsFetching();
  const [helpOpen, setHelpOpen] = useState(false);
  const [, navigate] = useLocation();
  const maintenance = version?.is_maintenance_mode ?? false;
  const assistant = useAssistant(variant === 'app');
  const header = useRef<HTMLElement>(null);
  usePageFocusAndTitle(header);

  if (maintenance && !isInternalStaff) return <MaintenancePage />;
  const internal = variant === 'internal';
  const customerAreas = variant === 'app';
  return (
    <div className={css({ minH: '100vh', display: 'flex', flexDirection: 'column' })}>
      <SkipLink />
      <LoadingBar pending={fetching} />
      <header
        ref={header}
        data-variant={variant}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          h: '52px',
          px: '4',
          color: 'white',
          flexShrink: 0,
        })}
        style={{ background: internal ? '#5b2a86' : '#1d3557' }}
      >
        <Link
          href="/"
          className={css({
            fontWeight: 'bold',
            fontSize: 'lg',
            mr: '2',
            whiteSpace: 'nowrap',
            borderRadius: '4px',
            // White on the header's navy, as the other header controls (issue 23).
            _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
          })}
        >
          Fundline
        </Link>
        {internal ? (
          <>
            <span className={css({ fontWeight: 'semibold', flex: 1 })}>Internal admin</span>
            <button
              type="button"
              className={css({
                border: '1px solid rgba(255,255,255,0.5)',
                borderRadius: '6px',
                px: '3',
                h: '32px',
                cursor: 'pointer',
              })}
              onClick={() => navigate('/')}
            >
              ← Back to app
            </button>
          </>
        ) : customerAreas ? (
          <TopNav />
        ) : (
          <span className={css({ flex: 1 })} />
        )}
        <EnvironmentBadge environment={bootstrap?.environment} />
        {customerAreas ? (
          <CustomerSwitcher subdomainBase={bootstrap?.subdomain_base ?? null} />
        ) : null}
        {can('admin') && customerAreas ? (
          <Link href="/auditing" aria-label="Audit log" title="Audit log" className={iconButton}>
            ☰
          </Link>
        ) : null}
        {generalLedger && customerAreas ? (
          <Link
            href="/general-ledger"
            aria-label="General ledger"
            title="General ledger"
            className={iconButton}
          >
            ⇄
          </Link>
        ) : null}
        {assistant.toggle}
        <button
          type="button"
          aria-label="Help"
          title="Help"
          className={iconButton}
          onClick={() => setHelpOpen(true)}
        >
          ?
        </button>
        <SettingsMenu />
      </header>
      {newVersion ? <NewVersionBanner /> : null}
      {maintenance ? <MaintenanceNotice /> : null}
      {customerAreas ? <IntegrationTestingBanner customer={selected?.customer} /> : null}
      {/* The skip link's target (its click focuses the page's heading inside). */}
      <div id="main" className={css({ flex: 1 })} style={{ paddingRight: assistant.reservedWidth }}>
        {children}
      </div>
      {assistant.sidebar}
      <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
