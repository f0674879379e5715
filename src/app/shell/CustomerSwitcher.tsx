import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { Customer } from '../../api/customers';
import { customerOrigin } from '../lib/host-context';
import { sessionStore } from '../lib/session-store';
import { shellQueries } from '../queries/shell-queries';
import { menuContent } from './menu-styles';

/**
 * Spec §2: with subdomains the customer's web domain opens in a new tab; otherwise the
 * choice is stored and the app reloads at /, so no page keeps another customer's data.
 */
export function chooseCustomer(customer: Customer, subdomainBase: string | null) {
  if (subdomainBase && customer.web_domain) {
    window.open(`${customerOrigin(customer.web_domain)}/`, '_blank', 'noopener');
    return;
  }
  sessionStore.selectCustomer(customer.id);
  window.location.assign('/');
}

/**
 * Up and Down move between the search field and the customers, Home and End to the first
 * and last customer (issue 23): the list is buttons, so this is its arrow-key navigation.
 */
function moveBetweenCustomers(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const stops = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('input[type=search], ul button'),
  ];
  const options = stops.slice(1);
  const at = stops.indexOf(document.activeElement as HTMLElement);
  // Home and End stay with the search field's own caret while typing there.
  if (at <= 0 && (event.key === 'Home' || event.key === 'End')) return;
  const next =
    event.key === 'Home'
      ? options[0]
      : event.key === 'End'
        ? options[options.length - 1]
        : stops[
            event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0)
          ];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function CustomerSwitcher({ subdomainBase }: { subdomainBase: string | null }) {
  const { data: customers = [] } = useQuery(shellQueries.customers());
  const { data: selected } = useQuery(shellQueries.selectedCustomer());
  const [search, setSearch] = useState('');
  const matches = customers.filter((c) =>
    c.name.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <Popover.Root onOpenChange={() => setSearch('')}>
      <Popover.Trigger
        // The name holds the customer shown, so what is seen is what is said (issue 23).
        aria-label={`${selected?.customer.name ?? 'Customer'}: switch customer`}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          h: '32px',
          px: '3',
          borderRadius: '6px',
          border: '1px solid rgba(255,255,255,0.35)',
          color: 'white',
          bg: 'transparent',
          cursor: 'pointer',
          whiteSpace: 'nowrap',
          _hover: { bg: 'rgba(255,255,255,0.12)' },
          _focusVisible: { outline: '2px solid white', outlineOffset: '1px' },
        })}
      >
        {selected?.customer.name ?? '…'} ▾
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            className={`${menuContent} ${css({ p: '2', w: '280px' })}`}
            onKeyDown={moveBetweenCustomers}
          >
            <Popover.Title
              className={css({
                fontSize: 'xs',
                fontWeight: 'semibold',
                color: 'gray.600',
                mb: '1',
              })}
            >
              Switch customer
            </Popover.Title>
            <input
              autoFocus
              type="search"
              aria-label="Search customers"
              placeholder="Search customers"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={css({
                w: '100%',
                h: '32px',
                px: '2',
                mb: '2',
                border: '1px solid',
                borderColor: 'gray.300',
                borderRadius: '6px',
              })}
            />
            {/* A list of buttons: an option may not hold a button, and each one acts. */}
            <ul aria-label="Customers">
              {matches.map((customer) => (
                <li key={customer.id}>
                  <button
                    type="button"
                    aria-current={customer.id === selected?.customer.id ? 'true' : undefined}
                    onClick={() => chooseCustomer(customer, subdomainBase)}
                    className={css({
                      w: '100%',
                      textAlign: 'left',
                      px: '2',
                      py: '1.5',
                      borderRadius: '4px',
                      cursor: 'pointer',
                      _hover: { bg: 'gray.100' },
                      _focusVisible: { outline: '2px solid', outlineColor: 'blue.600' },
                      fontWeight: customer.id === selected?.customer.id ? 'semibold' : 'normal',
                    })}
                  >
                    {customer.name}
                    {!customer.is_live ? (
                      <span className={css({ ml: '2', fontSize: 'xs', color: 'amber.700' })}>
                        not live
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
              {matches.length === 0 ? (
                <li className={css({ px: '2', py: '1.5', color: 'gray.500' })}>
                  No customer matches
                </li>
              ) : null}
            </ul>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
