import { css } from 'styled-system/css';

/** Spec §9: only the first 3 suggestions show. */
export const shownSuggestions = 3;

/** Suggested requests shown before the first user message; a click sends one. */
export function SuggestedPrompts({
  requests,
  onPick,
  disabled,
}: {
  requests: string[];
  onPick: (request: string) => void;
  disabled: boolean;
}) {
  if (requests.length === 0) return null;
  return (
    <div
      role="group"
      aria-label="Suggested questions"
      className={css({ display: 'grid', gap: '2', px: '3', pb: '2' })}
    >
      {requests.slice(0, shownSuggestions).map((request) => (
        <button
          key={request}
          type="button"
          disabled={disabled}
          onClick={() => onPick(request)}
          className={css({
            textAlign: 'left',
            fontSize: 'sm',
            px: '3',
            py: '2',
            borderRadius: '8px',
            border: '1px solid',
            borderColor: 'blue.200',
            bg: 'blue.50',
            color: 'blue.900',
            cursor: 'pointer',
            _hover: { bg: 'blue.100' },
            _disabled: { opacity: 0.55, cursor: 'not-allowed' },
          })}
        >
          {request}
        </button>
      ))}
    </div>
  );
}
