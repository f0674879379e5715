import { desc, eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailboxMessage } from '../../api/auth';
import type { Deps } from '../app-env';
import type { Database } from '../db/database';
import { mail_outbox } from '../db/schema';

export type OutgoingMail = { to: string; subject: string; text: string; kind: string };

/** Queued inside the caller's transaction, so a token never exists without its mail. */
export async function enqueueMail(tx: Database, mail: OutgoingMail): Promise<string> {
  const [row] = await tx
    .insert(mail_outbox)
    .values({ to_email: mail.to, subject: mail.subject, text_body: mail.text, kind: mail.kind })
    .returning({ id: mail_outbox.id });
  if (!row) throw new Error('mail insert returned nothing');
  return row.id;
}

const transports = new Map<string, Transporter>();

/**
 * Sends one queued mail by SMTP when SMTP_URL is set, else prints it to the log so a
 * newcomer without a mail server can still sign in (the internal mailbox lists it too).
 */
export async function deliverMail(deps: Deps, id: string): Promise<void> {
  const { db } = deps.handle;
  const [mail] = await db.select().from(mail_outbox).where(eq(mail_outbox.id, id));
  if (!mail || mail.sent_at) return;
  const { smtpUrl, mailFrom } = deps.config.auth;
  if (!smtpUrl) {
    deps.log({
      level: 'info',
      msg: 'mail (no SMTP_URL: logged instead of sent)',
      to: mail.to_email,
      subject: mail.subject,
      body: mail.text_body,
    });
    await db
      .update(mail_outbox)
      .set({ transport: 'log', sent_at: deps.now() })
      .where(eq(mail_outbox.id, id));
    return;
  }
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  try {
    await transport.sendMail({
      from: mailFrom,
      to: mail.to_email,
      subject: mail.subject,
      text: mail.text_body,
    });
    await db
      .update(mail_outbox)
      .set({ transport: 'smtp', sent_at: deps.now(), text_body: '(delivered by SMTP)' })
      .where(eq(mail_outbox.id, id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log({ level: 'error', msg: 'mail delivery failed', to: mail.to_email, error: message });
    await db.update(mail_outbox).set({ send_error: message }).where(eq(mail_outbox.id, id));
  }
}

/** The internal mailbox page: the most recent mail, newest first. */
export async function recentMail(deps: Deps, limit = 50): Promise<MailboxMessage[]> {
  const rows = await deps.handle.db
    .select()
    .from(mail_outbox)
    .orderBy(desc(mail_outbox.created_at))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to_email: row.to_email,
    subject: row.subject,
    text_body: row.text_body,
    kind: row.kind,
    transport: row.transport,
    sent_at: row.sent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }));
}
