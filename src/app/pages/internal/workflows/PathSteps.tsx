import { css } from 'styled-system/css';
import type { MachinePath, PathStep } from '../../../../../machines/machine-paths';
import { payloadOf } from '../../../../../machines/path-export';

const table = css({
  w: '100%',
  fontSize: 'xs',
  borderCollapse: 'collapse',
  my: '1',
  '& th': { textAlign: 'left', color: 'gray.600', fontWeight: 'semibold', px: '2', py: '1' },
  '& td': {
    px: '2',
    py: '1',
    borderTop: '1px solid',
    borderColor: 'gray.100',
    verticalAlign: 'top',
  },
  '& code': { fontSize: 'xs', color: 'gray.700' },
});

/** Why the step went where it went, in words: the guards that held, and those that did not. */
function GuardOutcome({ step }: { step: PathStep }) {
  const held = step.transitions.flatMap((t) => (t.guard ? [t.guard] : []));
  const refused = [...step.transitions.flatMap((t) => t.refused), ...step.blocked];
  if (held.length === 0 && refused.length === 0) {
    return <span className={css({ color: 'gray.500' })}>no guard</span>;
  }
  return (
    <ul>
      {refused.map((guard, index) => (
        <li key={`r${index}`} className={css({ color: 'red.800' })}>
          ✗ {guard.label} <code>{guard.name}</code>
        </li>
      ))}
      {held.map((guard, index) => (
        <li key={`h${index}`} className={css({ color: 'green.800' })}>
          ✓ {guard.label} <code>{guard.name}</code>
        </li>
      ))}
    </ul>
  );
}

/** A path's steps: event with sample payload, the guard outcome it relies on, where it went. */
export function PathSteps({ path }: { path: MachinePath }) {
  if (path.steps.length === 0) {
    return <p className={css({ fontSize: 'xs', color: 'gray.600' })}>The initial state itself.</p>;
  }
  return (
    <table className={table}>
      <thead>
        <tr>
          <th>#</th>
          <th>Event and sample payload</th>
          <th>Guards</th>
          <th>From → to</th>
        </tr>
      </thead>
      <tbody>
        {path.steps.map((step, index) => {
          const payload = payloadOf(step.event);
          const eventless = step.transitions.filter((t) => t.eventless);
          return (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>
                {step.eventLabel}
                <br />
                <code>
                  {step.event.type}
                  {Object.keys(payload).length > 0 ? ` ${JSON.stringify(payload)}` : ''}
                </code>
              </td>
              <td>
                <GuardOutcome step={step} />
              </td>
              <td>
                {step.from} → {step.to}
                {step.transitions.length === 0 ? (
                  <span className={css({ color: 'gray.600' })}> (nothing taken)</span>
                ) : null}
                {eventless.length > 0 ? (
                  <span className={css({ color: 'gray.600' })}>
                    {' '}
                    (then at once: {eventless.map((t) => t.label).join(', ')})
                  </span>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
