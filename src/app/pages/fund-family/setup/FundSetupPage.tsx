import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../../components/button-styles';
import { inputClass } from '../../../components/form-field';
import { page, pageTitle } from '../../../components/page-styles';
import { PermissionGate } from '../../../components/PermissionGate';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { fundQueries, useCompleteSetup } from '../../../queries/fund-queries';
import { FundStructureStep } from './FundStructureStep';
import { DatesStep } from './DatesStep';
import { ProfileStep } from './ProfileStep';
import { TransactionsStep } from './TransactionsStep';
import { CalculationsStep } from './CalculationsStep';
import { ClassesList } from '../configuration/ClassesList';
import { FeesArea } from '../configuration/FeesArea';
import { WaterfallStep } from '../configuration/WaterfallStep';

function FeesStep({ fundFamilyId }: { fundFamilyId: string }) {
  return <FeesArea fundFamilyId={fundFamilyId} base={`/fund-family/${fundFamilyId}/setup/fees`} />;
}

const steps = [
  { id: 'profile', label: 'Profile', view: ProfileStep },
  { id: 'dates', label: 'Dates', view: DatesStep },
  { id: 'fund-structure', label: 'Fund Structure', view: FundStructureStep },
  { id: 'transactions', label: 'Transactions', view: TransactionsStep },
  { id: 'calculations', label: 'Calculations', view: CalculationsStep },
  { id: 'fees', label: 'Default Fees', view: FeesStep },
  { id: 'waterfalls', label: 'Default Waterfalls', view: WaterfallStep },
  { id: 'classes', label: 'Classes', view: ClassesList },
] as const;

const notDraftMessage =
  "Looks like you're trying to start a first close on a fund that is not in draft mode. Please save your changes and try again.";

function CompleteSetupBox({ fundFamilyId, isDraft }: { fundFamilyId: string; isDraft: boolean }) {
  const [date, setDate] = useState('');
  const complete = useCompleteSetup(fundFamilyId);
  const [, navigate] = useLocation();
  return (
    <div
      className={css({
        mt: '6',
        p: '4',
        border: '1px solid',
        borderColor: 'gray.200',
        borderRadius: '8px',
        bg: 'white',
      })}
      aria-label="Complete setup"
    >
      <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>Complete Setup</h3>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
        Starts fundraising and opens the first close.
      </p>
      <label htmlFor="first-closing-date" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        First closing date
      </label>
      <input
        id="first-closing-date"
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        className={`${inputClass} ${css({ mb: '3' })}`}
      />
      <PermissionGate permission="write">
        <button
          type="button"
          className={`${button()} ${css({ w: '100%', justifyContent: 'center' })}`}
          disabled={!date || complete.isPending}
          onClick={async () => {
            if (!isDraft) {
              toaster.create({ type: 'error', title: notDraftMessage });
              return;
            }
            try {
              const started = await complete.mutateAsync(date);
              navigate(
                `/fund-family/${fundFamilyId}/closing/${started.first_closing_id}/edit/commitments`,
              );
            } catch (error) {
              toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });
            }
          }}
        >
          Complete Setup
        </button>
      </PermissionGate>
    </div>
  );
}

/** `/fund-family/{id}/setup/{step}`: the draft-fund setup wizard. */
export function FundSetupPage() {
  const { fundFamilyId = '', step } = useParams<{ fundFamilyId: string; step?: string }>();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const current = steps.find((s) => s.id === step);
  if (!current) return <Redirect to={`/fund-family/${fundFamilyId}/setup/profile`} replace />;
  const View = current.view;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <h1 className={pageTitle}>{fund ? `${fund.name} — setup` : 'Setup'}</h1>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: '220px minmax(0, 1fr)',
          gap: '6',
          alignItems: 'start',
        })}
      >
        <aside>
          <nav aria-label="Setup steps">
            <ol className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              {steps.map((s, index) => (
                <li key={s.id}>
                  <Link
                    href={`/fund-family/${fundFamilyId}/setup/${s.id}`}
                    aria-current={s.id === current.id ? 'step' : undefined}
                    className={css({
                      display: 'block',
                      px: '3',
                      py: '2',
                      borderRadius: '6px',
                      _hover: { bg: 'gray.100' },
                      '&[aria-current=step]': { bg: '#e0e7ff', fontWeight: 'semibold' },
                    })}
                  >
                    {index + 1}. {s.label}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          <CompleteSetupBox fundFamilyId={fundFamilyId} isDraft={fund?.state === 'draft'} />
        </aside>
        <View fundFamilyId={fundFamilyId} />
      </div>
    </main>
  );
}
