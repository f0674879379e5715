import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';

/** The scrolling conversation; follows the newest message as it grows. */
export function MessageList({ children, version }: { children: ReactNode; version: unknown }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [version]);
  return (
    <ul
      ref={list}
      aria-label="Conversation"
      className={css({
        flex: 1,
        minH: 0,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '3',
        listStyle: 'none',
      })}
    >
      {children}
    </ul>
  );
}
