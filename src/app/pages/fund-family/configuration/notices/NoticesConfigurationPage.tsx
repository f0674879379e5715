import { useQuery } from '@tanstack/react-query';
import { Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { page, pageTitle } from '../../../../components/page-styles';
import { PageTabs } from '../../../../components/PageTabs';
import { PermissionGate } from '../../../../components/PermissionGate';
import { fundQueries } from '../../../../queries/fund-queries';
import { ForbiddenPage } from '../../../ForbiddenPage';
import { NoticeConfigForm } from './NoticeConfigForm';
import { noticeConfigQueries } from './notice-config-queries';
import { NoticeTemplateForm } from './NoticeTemplateForm';
import type { NoticeEventType } from '../../../../../api/notice';

/** Spec §2 configuration notices. Built: config, capital-call and distribution; not the schema tab. */
const tabs = [
  { id: 'config', label: 'Config' },
  { id: 'capital-call', label: 'Capital call' },
  { id: 'distribution', label: 'Distribution' },
] as const;

function ConfigTab({ fundFamilyId }: { fundFamilyId: string }) {
  const { data } = useQuery(noticeConfigQueries.config(fundFamilyId));
  if (!data) return <p>Loading…</p>;
  // A new form from what was saved: its values are the guard's clean state.
  return <NoticeConfigForm key={data.updated_at ?? 'new'} config={data} />;
}

/** One event type's template; a new form per saved version (its values are the guard's clean state). */
function TemplateTab({
  fundFamilyId,
  eventType,
}: {
  fundFamilyId: string;
  eventType: NoticeEventType;
}) {
  const { data } = useQuery(noticeConfigQueries.template(fundFamilyId, eventType));
  if (!data) return <p>Loading…</p>;
  return <NoticeTemplateForm key={`${eventType} ${data.updated_at ?? 'new'}`} template={data} />;
}

/** `/fund-family/{id}/configuration/notices/{tab}`: service staff only (spec §6). */
export function NoticesConfigurationPage() {
  const { fundFamilyId = '', tab } = useParams<{ fundFamilyId: string; tab?: string }>();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const base = `/fund-family/${fundFamilyId}/configuration/notices`;
  const current = tabs.find((t) => t.id === tab);
  if (!current) return <Redirect to={`${base}/config`} replace />;
  return (
    <PermissionGate permission="service" fallback={<ForbiddenPage />}>
      <main className={page}>
        <h1 className={pageTitle}>{fund ? `${fund.name} — Notices` : 'Notices'}</h1>
        <p className={css({ color: 'gray.600', mb: '3' })}>
          What every investor notice of this fund carries. Notices are generated on a capital call's
          or a distribution's Notices tab.
        </p>
        <PageTabs label="Notice configuration" base={base} tabs={tabs} currentId={current.id} />
        {current.id === 'config' ? <ConfigTab fundFamilyId={fundFamilyId} /> : null}
        {current.id === 'capital-call' ? (
          <TemplateTab fundFamilyId={fundFamilyId} eventType="capital_call" />
        ) : null}
        {current.id === 'distribution' ? (
          <TemplateTab fundFamilyId={fundFamilyId} eventType="distribution" />
        ) : null}
      </main>
    </PermissionGate>
  );
}
