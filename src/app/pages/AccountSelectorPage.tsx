import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { card, page, pageTitle } from '../components/page-styles';
import { customerOrigin } from '../lib/host-context';
import { shellQueries } from '../queries/shell-queries';

/** Spec §2: the customers that have a web domain, each opening its own address. */
export function AccountSelectorPage({ notice }: { notice?: string }) {
  const { data: customers = [] } = useQuery(shellQueries.customers());
  const withDomain = customers.filter((customer) => customer.web_domain);
  return (
    <main className={page}>
      <h1 className={pageTitle}>Choose an account</h1>
      {notice ? (
        <p role="alert" className={css({ mb: '3', color: 'red.700' })}>
          {notice}{' '}
          <a className={css({ textDecoration: 'underline' })} href="/auth/logout">
            Sign out
          </a>
        </p>
      ) : null}
      <section className={card}>
        {withDomain.length === 0 ? (
          <p className={css({ color: 'gray.600' })}>
            None of your customers has its own web domain.
          </p>
        ) : (
          <ul>
            {withDomain.map((customer) => (
              <li key={customer.id} className={css({ py: '2' })}>
                <a
                  className={css({ color: 'blue.700', textDecoration: 'underline' })}
                  href={`${customerOrigin(customer.web_domain ?? '')}/`}
                >
                  {customer.name}
                </a>{' '}
                <span className={css({ color: 'gray.500' })}>{customer.web_domain}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
