import { useLayoutEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { assistantRequestMaxLength } from '../../../api/assistant';
import { button } from '../../components/button-styles';

/** Spec §9: the input grows with its text up to this height, then scrolls. */
export const chatInputMaxHeightPx = 120;

export const assistantDisclaimer = 'AI responses may be inaccurate; not professional advice.';

/**
 * The message box under the conversation: Enter sends, Shift+Enter starts a new line, and
 * nothing blank is sent (spec §5 "Chat").
 */
export function ChatInput({
  onSend,
  disabled,
  placeholder = 'Type a message...',
}: {
  onSend: (text: string) => void;
  disabled: boolean;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, chatInputMaxHeightPx)}px`;
  }, [text]);
  const blank = text.trim().length === 0;
  const send = () => {
    if (disabled || blank) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <div className={css({ borderTop: '1px solid', borderColor: 'gray.200', p: '3' })}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
        <textarea
          ref={area}
          aria-label="Message"
          rows={1}
          value={text}
          placeholder={placeholder}
          maxLength={assistantRequestMaxLength}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className={css({
            flex: 1,
            resize: 'none',
            border: '1px solid',
            borderColor: 'gray.300',
            borderRadius: '6px',
            px: '2',
            py: '1.5',
            fontSize: 'sm',
            lineHeight: '1.4',
            overflowY: 'auto',
          })}
          style={{ maxHeight: chatInputMaxHeightPx }}
        />
        <button
          type="button"
          className={button({ variant: 'primary' })}
          disabled={disabled || blank}
          onClick={send}
        >
          Send
        </button>
      </div>
      <p className={css({ mt: '1.5', fontSize: 'xs', color: 'gray.500' })}>{assistantDisclaimer}</p>
    </div>
  );
}
