import type { FeatureFlagName } from '../../api/feature-flags';
import type { PermissionType } from '../../api/permissions';

export type NavItem = {
  label: string;
  href: string;
  permission?: PermissionType;
  flag?: FeatureFlagName;
  /** Funds opens a submenu of fund families instead of navigating. */
  submenu?: 'fund-families';
};

/**
 * Spec §2 "Shell": the top navigation, in order, showing only what exists. Events (config
 * permission) is the Events admin of issue 21. The spec's Reports (/reports) and Report Builder
 * (report_builder flag, /report-builder) come back here with the issues that build their pages:
 * until then they led to Not Found.
 */
export const navItems: NavItem[] = [
  { label: 'Funds', href: '/fund-family', submenu: 'fund-families' },
  { label: 'Entities', href: '/entities' },
  { label: 'Investors', href: '/investors' },
  { label: 'Pivots', href: '/pivots' },
  { label: 'Events', href: '/admin/events', permission: 'config' },
];
