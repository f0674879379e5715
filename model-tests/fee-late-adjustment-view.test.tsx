// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import {
  feeLateAdjustmentMachine,
  feeLateAdjustmentStateLabels,
  type FeeLateAdjustmentMachineState,
} from '../machines/fee-late-adjustment.machine';
import type { FeeChargeCheck } from '../src/api/fee-charge-event';
import type { FeeLateAdjustmentView } from '../src/api/fee-late-adjustment';
import { LifecycleActionBar } from '../src/app/components/LifecycleActionBar';
import {
  feeLateAdjustmentActions,
  type FeeLateAdjustmentAction,
} from '../src/app/pages/fees/fee-late-adjustment-actions';
import { useFeeLateAdjustmentActor } from '../src/app/pages/fees/use-fee-late-adjustment-actor';
import { modelPaths } from './path-runner';

/*
 * The feeLateAdjustment machine's generated paths driven through the late adjustment page's
 * head (state badge, Apply, Discard, Delete) with the page's own hook and button list on the
 * machine. A save is the server's answer naming its last editor, its item count and whether the
 * period reconciles; a pressed button is the request whose success the page sends to its
 * machine. What each state shows is written here by hand from spec §4 and issue 20, never read
 * from the machine or its helpers. The server's own refusals are left out (it offers apply):
 * only the machine decides here.
 */

const paths = modelPaths(feeLateAdjustmentMachine, machineRegistry.feeLateAdjustment.sampleEvents);

type Shown = { badge: string; buttons: string[] };
const shown: Record<FeeLateAdjustmentMachineState, Shown> = {
  draft: { badge: 'State: Draft', buttons: ['Apply', 'Discard', 'Delete'] },
  applied: { badge: 'State: Applied', buttons: [] },
  discarded: { badge: 'State: Discarded', buttons: ['Delete'] },
  deleted: { badge: 'State: Deleted', buttons: [] },
};

type Facts = { itemCount: number; reconciles: boolean; updatedBy: string | null };
/** By hand: apply needs an item, a period that reconciles and an applier who prepared none of it. */
const applyEnabled = (facts: Facts, userId: string) =>
  facts.itemCount > 0 && facts.reconciles && facts.updatedBy !== userId && userId !== 'creator';

const check = (passed: boolean): FeeChargeCheck => ({
  id: 'net_is_gross_less_offsets_and_waivers',
  label: 'Per LP: net = gross − offsets applied − waivers applied',
  passed,
  detail: '',
});

const offset = {
  type: 'transaction_fees' as const,
  amount_cents: 100,
  date: '2026-05-10',
  description: 'Late deal fee',
};

const answer = (facts: Facts): FeeLateAdjustmentView =>
  ({
    id: 'adj-1',
    fee_charge_event_id: 'fce-1',
    name: 'Late offsets, Management fee, Q2 2026',
    state: 'draft',
    offsets: Array.from({ length: facts.itemCount }, () => offset),
    waivers: [],
    checks: [check(facts.reconciles)],
    created_by: 'creator',
    updated_by: facts.updatedBy,
    preparer_may_approve: false,
    actions: ['edit', 'apply', 'discard', 'delete'],
    apply_refusals: [],
  }) as unknown as FeeLateAdjustmentView;

function PageHead({
  view,
  userId,
  sent,
}: {
  view: FeeLateAdjustmentView;
  userId: string;
  sent: FeeLateAdjustmentAction[];
}) {
  const machine = useFeeLateAdjustmentActor(view, userId);
  return (
    <div>
      <span data-testid="state">State: {feeLateAdjustmentStateLabels[machine.state]}</span>
      <LifecycleActionBar
        label="Late adjustment actions"
        actions={feeLateAdjustmentActions({ machine, view, can: () => true })}
        busy={false}
        onAction={(action) => {
          sent.push(action);
          // The server did it: the page tells its machine.
          if (action === 'apply') machine.applied();
          else if (action === 'discard') machine.discarded();
          else machine.deleted();
        }}
      />
    </div>
  );
}

function expectShown(state: FeeLateAdjustmentMachineState, facts: Facts, userId: string) {
  const label = `in ${state}`;
  expect(screen.getByTestId('state').textContent, `badge ${label}`).toBe(shown[state].badge);
  expect(
    screen.queryAllByRole('button').map((b) => b.textContent),
    `buttons ${label}`,
  ).toEqual(shown[state].buttons);
  if (state === 'draft') {
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled, `Apply for ${userId} with ${JSON.stringify(facts)}`).toBe(
      !applyEnabled(facts, userId),
    );
  }
}

const buttonOf = {
  'fee_late_adjustment.apply': 'Apply',
  'fee_late_adjustment.discard': 'Discard',
  'fee_late_adjustment.delete': 'Delete',
} as const;

describe('fee late adjustment view: generated paths through the late adjustment page', () => {
  afterEach(() => cleanup());

  it('has paths to every state the view draws', () => {
    const targets = new Set(paths.map((p) => p.target));
    for (const state of Object.keys(shown)) expect(targets, state).toContain(state);
  });

  it.each(paths.map((p) => [p.name, p] as const))('view: %s', (_name, path) => {
    let state: FeeLateAdjustmentMachineState = 'draft';
    let facts: Facts = { itemCount: 0, reconciles: false, updatedBy: null };
    let userId = 'approver';
    const sent: FeeLateAdjustmentAction[] = [];
    const rendered = render(<PageHead view={answer(facts)} userId={userId} sent={sent} />);
    const redraw = () =>
      act(() => rendered.rerender(<PageHead view={answer(facts)} userId={userId} sent={sent} />));
    expectShown(state, facts, userId);
    for (const event of path.events as (EventObject & {
      userId?: string;
      itemCount?: number;
      reconciles?: boolean;
    })[]) {
      if (event.type === 'fee_late_adjustment.items_change') {
        // The save's answer: its last editor, its items and whether the period reconciles.
        if (state === 'draft')
          facts = {
            itemCount: event.itemCount!,
            reconciles: event.reconciles!,
            updatedBy: event.userId!,
          };
        redraw();
      } else {
        if (event.userId) userId = event.userId;
        redraw();
        const name = buttonOf[event.type as keyof typeof buttonOf];
        const button = screen.queryByRole('button', { name }) as HTMLButtonElement | null;
        const offered = shown[state].buttons.includes(name);
        if (!offered) expect(button, `${name} not offered in ${state}`).toBeNull();
        else {
          expect(button).not.toBeNull();
          const before = sent.length;
          act(() => fireEvent.click(button!));
          // A disabled button sends nothing.
          if (button!.disabled) expect(sent.length).toBe(before);
          if (name === 'Delete') state = 'deleted';
          else if (name === 'Discard') state = 'discarded';
          else if (applyEnabled(facts, userId)) state = 'applied';
        }
      }
      expectShown(state, facts, userId);
    }
    expect(state).toBe(path.target);
  });

  it('draws Apply disabled for the creator, with the reasons in words', () => {
    render(
      <PageHead
        view={answer({ itemCount: 0, reconciles: true, updatedBy: null })}
        userId="creator"
        sent={[]}
      />,
    );
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      screen.getByText(
        'Apply needs: a late offset or a late waiver to apply; the user applying is not a preparer unless the customer allows it.',
      ),
    ).toBeTruthy();
  });
});
