import { css } from 'styled-system/css';
import type { Customer } from '../../api/customers';

const bar = css({
  px: '6',
  py: '2',
  fontSize: 'sm',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
});

/** Spec §2: shown when the customer is not live and is a long-lived integration testing customer. */
export function IntegrationTestingBanner({ customer }: { customer: Customer | undefined }) {
  if (!customer || customer.is_live || !customer.is_long_lived_integration_testing_customer)
    return null;
  return (
    <div
      role="status"
      data-testid="integration-testing-banner"
      className={`${bar} ${css({ bg: '#fef3c7', color: '#78350f' })}`}
    >
      <strong>{customer.name}</strong> is a long-lived integration testing customer and is not live.
      Changes here do not affect live funds.
    </div>
  );
}

export function NewVersionBanner() {
  return (
    <div
      role="status"
      data-testid="new-version-banner"
      className={`${bar} ${css({ bg: '#dbeafe', color: '#1e3a8a' })}`}
    >
      A new version is available. Submit the current page before updating.
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={css({ textDecoration: 'underline', cursor: 'pointer', fontWeight: 'semibold' })}
      >
        Update now
      </button>
    </div>
  );
}

export function MaintenanceNotice() {
  return (
    <div role="status" className={`${bar} ${css({ bg: '#fee2e2', color: '#7f1d1d' })}`}>
      Maintenance mode is on: customers see the maintenance page. Internal staff can keep working.
    </div>
  );
}

/** Spec §2: non-production environments show their name. */
export function EnvironmentBadge({ environment }: { environment: string | undefined }) {
  if (!environment || environment === 'production') return null;
  return (
    <span
      data-testid="environment-badge"
      className={css({
        px: '2',
        py: '0.5',
        borderRadius: '4px',
        bg: '#f59e0b',
        color: '#111827',
        fontSize: 'xs',
        fontWeight: 'bold',
        textTransform: 'uppercase',
        letterSpacing: '0.05em',
      })}
    >
      {environment}
    </span>
  );
}
