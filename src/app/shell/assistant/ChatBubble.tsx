import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { AssistantSource, ChatToolInfo } from '../../../api/assistant';

const bubble = css({
  maxW: '88%',
  px: '3',
  py: '2',
  borderRadius: '10px',
  fontSize: 'sm',
  lineHeight: '1.45',
  // The assistant's answers keep their line breaks (lists, figures one per line).
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** One message: the user's on the right in the brand colour, the assistant's on the left. */
export function ChatBubble({
  role,
  children,
  footer,
}: {
  role: 'user' | 'assistant';
  children: ReactNode;
  /** Under the bubble: its status ('Sending...', 'Failed') or the sources of an answer. */
  footer?: ReactNode;
}) {
  const mine = role === 'user';
  return (
    <li
      data-role={role}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        gap: '1',
      })}
    >
      <div
        className={bubble}
        style={
          mine
            ? { background: '#1d3557', color: 'white' }
            : { background: '#f1f3f6', color: '#1f2937' }
        }
      >
        {children}
      </div>
      {footer}
    </li>
  );
}

export function MessageStatus({ children, failed }: { children: ReactNode; failed?: boolean }) {
  return (
    <span className={css({ fontSize: 'xs', color: failed ? 'red.700' : 'gray.500' })}>
      {children}
    </span>
  );
}

/** The figures an answer used and how each was computed (every number shows its working). */
export function SourcesDisclosure({ sources }: { sources: AssistantSource[] }) {
  if (sources.length === 0) return null;
  return (
    <details className={css({ maxW: '88%', fontSize: 'xs', color: 'gray.700' })}>
      <summary className={css({ cursor: 'pointer', color: 'gray.600' })}>
        How these figures were computed
      </summary>
      <ul className={css({ mt: '1', pl: '3', display: 'grid', gap: '1.5' })}>
        {sources.map((source, index) => (
          <li key={`${source.tool}-${index}`}>
            <span className={css({ fontWeight: 'semibold' })}>{source.label}</span>:{' '}
            <span className={css({ fontVariantNumeric: 'tabular-nums' })}>{source.value}</span>
            <div className={css({ color: 'gray.600', whiteSpace: 'pre-wrap' })}>{source.how}</div>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A data lookup the assistant made while answering, shown muted between its words. */
export function ToolLine({ tool }: { tool: ChatToolInfo }) {
  const args = Object.entries(tool.arguments);
  return (
    <div className={css({ fontSize: 'xs', color: 'gray.500', fontStyle: 'italic', my: '1' })}>
      Looked up: {tool.display_name}
      {args.length > 0
        ? ` (${args.map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`).join(', ')})`
        : null}
    </div>
  );
}
