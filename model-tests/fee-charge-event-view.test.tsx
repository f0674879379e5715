// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import {
  feeChargeEventMachine,
  type FeeChargeEventState,
} from '../machines/fee-charge-event.machine';
import type { FeeChargeCheck, FeeChargeEventView } from '../src/api/fee-charge-event';
import { feeChargeEventActions } from '../src/app/pages/fees/fee-charge-event-actions';
import {
  FeeChargeEventHeader,
  type FeeChargeAction,
} from '../src/app/pages/fees/FeeChargeEventHeader';
import { useFeeChargeEventActor } from '../src/app/pages/fees/use-fee-charge-event-actor';
import { modelPaths } from './path-runner';

/*
 * The feeChargeEvent machine's generated paths driven through the posting wizard's head (state
 * badge, Publish and Delete draft) with the wizard's own hook on the machine. A save is the
 * server's answer naming the preparer and whether the run reconciles; a pressed button is the
 * request whose success the wizard sends to its machine. What each state shows is written here
 * by hand from spec §4 and issue 20, never read from the machine or its helpers. The server's
 * own refusals are left out (it offers publish): only the machine decides here.
 */

const paths = modelPaths(feeChargeEventMachine, machineRegistry.feeChargeEvent.sampleEvents);

type Shown = { badge: string; buttons: string[] };
const shown: Record<FeeChargeEventState, Shown> = {
  draft: { badge: 'State: Draft', buttons: ['Publish', 'Delete draft'] },
  published: { badge: 'State: Published', buttons: [] },
  deleted: { badge: 'State: Deleted', buttons: [] },
};

type Facts = { reconciles: boolean; preparedBy: string | null };
/** By hand: publish needs a run that reconciles and a publisher other than the preparer. */
const publishEnabled = (facts: Facts, userId: string) =>
  facts.reconciles && facts.preparedBy !== userId;

const check = (passed: boolean): FeeChargeCheck => ({
  id: 'net_is_gross_less_offsets_and_waivers',
  label: 'Per LP: net = gross − offsets applied − waivers applied',
  passed,
  detail: '',
});

const answer = (facts: Facts): FeeChargeEventView =>
  ({
    id: 'ev-1',
    fund_family_id: 'ff-1',
    name: 'Management fee, Q2 2026',
    state: 'draft',
    period: { start: '2026-04-01', end: '2026-06-30' },
    effective_date: '2026-04-01',
    terms: {},
    checks: [check(facts.reconciles)],
    prepared_by: facts.preparedBy,
    preparer_may_approve: false,
    actions: ['publish', 'delete'],
    publish_refusals: [],
  }) as unknown as FeeChargeEventView;

function WizardHead({
  view,
  userId,
  sent,
}: {
  view: FeeChargeEventView;
  userId: string;
  sent: FeeChargeAction[];
}) {
  const machine = useFeeChargeEventActor(view, userId);
  return (
    <FeeChargeEventHeader
      view={view}
      state={machine.state}
      actions={feeChargeEventActions({ machine, view, can: () => true })}
      busy={false}
      onAction={(action) => {
        sent.push(action);
        // The server did it: the wizard tells its machine.
        if (action === 'publish') machine.published();
        else machine.deleted();
      }}
    />
  );
}

function expectShown(state: FeeChargeEventState, facts: Facts, userId: string) {
  const label = `in ${state}`;
  expect(document.querySelector('[data-state]')?.textContent, `badge ${label}`).toBe(
    shown[state].badge,
  );
  expect(
    screen.queryAllByRole('button').map((b) => b.textContent),
    `buttons ${label}`,
  ).toEqual(shown[state].buttons);
  if (state === 'draft') {
    const publish = screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
    expect(publish.disabled, `Publish for ${userId} with ${JSON.stringify(facts)}`).toBe(
      !publishEnabled(facts, userId),
    );
  }
}

describe('fee charge event view: generated paths through the posting wizard', () => {
  afterEach(() => cleanup());

  it('has paths to every state the view draws', () => {
    const targets = new Set(paths.map((p) => p.target));
    for (const state of Object.keys(shown)) expect(targets, state).toContain(state);
  });

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', (_name, path) => {
    let state: FeeChargeEventState = 'draft';
    let facts: Facts = { reconciles: false, preparedBy: null };
    let userId = 'approver';
    const sent: FeeChargeAction[] = [];
    const rendered = render(<WizardHead view={answer(facts)} userId={userId} sent={sent} />);
    const redraw = () =>
      act(() => rendered.rerender(<WizardHead view={answer(facts)} userId={userId} sent={sent} />));
    expectShown(state, facts, userId);
    for (const event of path.events as (EventObject & Partial<Facts> & { userId?: string })[]) {
      if (event.type === 'fee_charge_event.inputs_change') {
        // The save's answer: who prepared it and whether it reconciles.
        if (state === 'draft') facts = { reconciles: event.reconciles!, preparedBy: event.userId! };
        redraw();
      } else {
        if (event.userId) userId = event.userId;
        redraw();
        const name = event.type === 'fee_charge_event.publish' ? 'Publish' : 'Delete draft';
        const button = screen.queryByRole('button', { name }) as HTMLButtonElement | null;
        if (state !== 'draft') expect(button, `${name} not offered in ${state}`).toBeNull();
        else {
          expect(button).not.toBeNull();
          const before = sent.length;
          act(() => fireEvent.click(button!));
          // A disabled button sends nothing.
          if (button!.disabled) expect(sent.length).toBe(before);
          if (name === 'Delete draft') state = 'deleted';
          else if (publishEnabled(facts, userId)) state = 'published';
        }
      }
      expectShown(state, facts, userId);
    }
    expect(state).toBe(path.target);
  });

  it("draws Publish disabled for the preparer, with maker-checker's words", () => {
    render(
      <WizardHead view={answer({ reconciles: true, preparedBy: 'w' })} userId="w" sent={[]} />,
    );
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      screen.getByText(
        'Publish needs: the publisher is not the preparer unless the customer allows it.',
      ),
    ).toBeTruthy();
  });
});
