import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { MailboxMessage } from '../../../api/auth';
import { card, page, pageTitle } from '../../components/page-styles';
import { api } from '../../lib/api-client';

/** /internal/mailbox: recent outgoing mail, so sign-in links work without a mail server. */
export function MailboxPage() {
  const { data: mail = [], isLoading } = useQuery({
    queryKey: ['internal', 'mailbox'],
    queryFn: () => api.get('internal/mailbox/').json<MailboxMessage[]>(),
    refetchInterval: 5_000,
  });
  return (
    <main className={page}>
      <h1 className={pageTitle}>Mailbox</h1>
      <p className={css({ color: 'gray.600', mb: '4' })}>
        The latest mail the app sent. Without SMTP_URL it is only logged and listed here.
      </p>
      {isLoading ? <p>Loading…</p> : null}
      {!isLoading && mail.length === 0 ? <p>No mail yet.</p> : null}
      <ul aria-label="Mail" className={css({ display: 'grid', gap: '3' })}>
        {mail.map((m) => (
          <li key={m.id} className={card} data-testid="mail">
            <div className={css({ fontWeight: 'semibold' })}>{m.subject}</div>
            <div className={css({ fontSize: 'sm', color: 'gray.600', mb: '2' })}>
              To {m.to_email} · {new Date(m.created_at).toLocaleString()} ·{' '}
              {m.transport ?? 'queued'}
            </div>
            <pre className={css({ whiteSpace: 'pre-wrap', fontSize: 'sm' })}>{m.text_body}</pre>
          </li>
        ))}
      </ul>
    </main>
  );
}
