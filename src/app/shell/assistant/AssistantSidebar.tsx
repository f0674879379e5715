import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { assistantQueries, defaultModelOf } from './assistant-queries';
import { SidebarResizeHandle } from './SidebarResizeHandle';

/** The model picked in the sidebar: the user's choice, else the default of spec §9. */
export function useAssistantModel(enabled: boolean) {
  const { data: models = [] } = useQuery({ ...assistantQueries.models(), enabled });
  const [picked, setPicked] = useState<string | null>(null);
  const model = picked && models.some((m) => m.id === picked) ? picked : defaultModelOf(models);
  return { models, model, setModel: setPicked };
}

/**
 * The assistant panel on the right of the page (spec §2 "Assistant sidebar (beta)"). It stays
 * mounted while closed (hidden), so the conversation survives closing and reopening.
 */
export function AssistantSidebar({
  open,
  width,
  onResize,
  onClose,
  modelPicker,
  children,
}: {
  open: boolean;
  width: number;
  onResize: (width: number) => void;
  onClose: () => void;
  modelPicker: ReturnType<typeof useAssistantModel>;
  children: ReactNode;
}) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector('textarea')?.focus();
  }, [open]);
  const { models, model, setModel } = modelPicker;
  return (
    <aside
      ref={panel}
      aria-label="Assistant"
      hidden={!open}
      className={css({
        position: 'fixed',
        top: '52px',
        right: 0,
        bottom: 0,
        bg: 'white',
        borderLeft: '1px solid',
        borderColor: 'gray.300',
        boxShadow: '-4px 0 12px rgba(0,0,0,0.06)',
        flexDirection: 'column',
        zIndex: 40,
      })}
      style={{ width, display: open ? 'flex' : 'none' }}
    >
      <SidebarResizeHandle width={width} onResize={onResize} />
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          px: '3',
          py: '2',
          borderBottom: '1px solid',
          borderColor: 'gray.200',
        })}
      >
        <h2 className={css({ fontWeight: 'semibold', fontSize: 'md' })}>Assistant</h2>
        <span
          className={css({
            fontSize: 'xs',
            fontWeight: 'semibold',
            px: '1.5',
            borderRadius: '4px',
            bg: 'purple.100',
            color: 'purple.800',
          })}
        >
          Beta
        </span>
        <select
          aria-label="Model"
          value={model ?? ''}
          disabled={models.length === 0}
          onChange={(event) => setModel(event.target.value)}
          className={css({
            ml: 'auto',
            maxW: '210px',
            h: '28px',
            fontSize: 'xs',
            border: '1px solid',
            borderColor: 'gray.300',
            borderRadius: '6px',
            px: '1',
            bg: 'white',
          })}
        >
          {models.map((option) => (
            <option key={option.id} value={option.id}>
              {option.display_name}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label="Close assistant"
          title="Close"
          onClick={onClose}
          className={css({
            w: '28px',
            h: '28px',
            borderRadius: '6px',
            cursor: 'pointer',
            color: 'gray.600',
            _hover: { bg: 'gray.100' },
          })}
        >
          ✕
        </button>
      </div>
      {children}
    </aside>
  );
}
