import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { signOut } from '../lib/sign-out';
import { usePermissions } from '../lib/use-permissions';
import { menuContent, menuItem } from './menu-styles';

/**
 * Spec §2: internal admin (internal permission), account, settings, sign out. Settings is
 * where a customer admin manages users (issue 15), so it needs admin, not service.
 */
export function SettingsMenu() {
  const { user, can } = usePermissions();
  const [, navigate] = useLocation();
  const initials = user ? `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}` : '·';
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value === 'sign-out') void signOut();
        else navigate(details.value);
      }}
    >
      <Menu.Trigger
        aria-label="Settings"
        className={css({
          w: '32px',
          h: '32px',
          borderRadius: '999px',
          bg: 'rgba(255,255,255,0.2)',
          color: 'white',
          fontWeight: 'semibold',
          fontSize: 'xs',
          cursor: 'pointer',
          border: 'none',
          _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
        })}
      >
        {initials}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContent}>
            {user ? (
              <div
                className={css({
                  px: '3',
                  py: '2',
                  borderBottom: '1px solid',
                  borderColor: 'gray.100',
                  mb: '1',
                })}
              >
                <div className={css({ fontWeight: 'semibold' })}>
                  {user.first_name} {user.last_name}
                </div>
                <div className={css({ color: 'gray.500', fontSize: 'xs' })}>{user.email}</div>
              </div>
            ) : null}
            {can('internal') ? (
              <Menu.Item value="/internal" className={menuItem}>
                Internal admin
              </Menu.Item>
            ) : null}
            <Menu.Item value="/account" className={menuItem}>
              Account
            </Menu.Item>
            {can('admin') ? (
              <Menu.Item value="/settings" className={menuItem}>
                Settings
              </Menu.Item>
            ) : null}
            <Menu.Item value="sign-out" className={menuItem}>
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
