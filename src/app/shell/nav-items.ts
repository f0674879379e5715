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

/** Spec §2 "Shell": the top navigation, in order. */
export const navItems: NavItem[] = [
  { label: 'Funds', href: '/fund-family', submenu: 'fund-families' },
  { label: 'Entities', href: '/entities' },
  { label: 'Investors', href: '/investors' },
  { label: 'Events', href: '/admin/events', permission: 'config' },
  { label: 'Reports', href: '/reports' },
  { label: 'Report Builder', href: '/report-builder', flag: 'report_builder' },
  { label: 'Pivots', href: '/pivots' },
];
