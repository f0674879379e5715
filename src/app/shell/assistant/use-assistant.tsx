import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { productKey } from '../../../api/feature-flags';
import { sessionStore } from '../../lib/session-store';
import { useFeatureFlag } from '../../lib/use-permissions';
import { shellQueries } from '../../queries/shell-queries';
import { AssistantSidebar, useAssistantModel } from './AssistantSidebar';
import { AssistantToggle } from './AssistantToggle';
import { HttpAssistantChat } from './HttpAssistantChat';
import { assistantSidebarWidth } from './sidebar-width';
import { WebsocketAssistantChat } from './WebsocketAssistantChat';

export type AssistantVariant = 'http' | 'websocket';

const fundFamilyIdOf = (location: string) =>
  /^\/fund-family\/([^/?#]+)/.exec(location)?.[1] ?? null;

/**
 * Spec §6: the assistant needs its flag and a selected customer; the websocket variant its
 * own flag too; the HTTP variant a fund family in the route. Outside a fund family with
 * only the HTTP variant there is nothing to ask about, so the toggle is not shown at all.
 */
export function assistantVariantOf(gate: {
  assistant: boolean;
  websockets: boolean;
  customerId: string | null;
  fundFamilyId: string | null;
}): AssistantVariant | null {
  if (!gate.assistant || !gate.customerId) return null;
  if (gate.websockets) return 'websocket';
  return gate.fundFamilyId ? 'http' : null;
}

const isToggleShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** The header's toggle, the sidebar and the width it takes from the page (spec §2). */
export function useAssistant(customerAreas: boolean): {
  toggle: ReactNode;
  sidebar: ReactNode;
  reservedWidth: number;
} {
  const assistant = useFeatureFlag(`${productKey}_assistant`);
  const websockets = useFeatureFlag(`${productKey}_ai_websockets`);
  const stored = useSyncExternalStore(sessionStore.subscribe, sessionStore.selectedCustomerId);
  // Until the user picks one, the server answers for their default customer.
  const { data: selected } = useQuery({
    ...shellQueries.selectedCustomer(),
    enabled: customerAreas,
  });
  const customerId = stored ?? selected?.customer.id ?? null;
  const [location] = useLocation();
  const fundFamilyId = fundFamilyIdOf(location);
  const variant = customerAreas
    ? assistantVariantOf({ assistant, websockets, customerId, fundFamilyId })
    : null;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the conversation.
  const [mounted, setMounted] = useState(false);
  const [width, setWidth] = useState<number>(assistantSidebarWidth.initial);
  const modelPicker = useAssistantModel(variant !== null);
  const toggle = () => {
    setMounted(true);
    setOpen((was) => !was);
  };

  useEffect(() => {
    if (!variant) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      setMounted(true);
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [variant]);

  const shown = open && variant !== null;
  return {
    toggle: variant ? <AssistantToggle open={shown} onToggle={toggle} /> : null,
    reservedWidth: shown ? width : 0,
    sidebar:
      variant && mounted ? (
        <AssistantSidebar
          open={shown}
          width={width}
          onResize={setWidth}
          onClose={() => setOpen(false)}
          modelPicker={modelPicker}
        >
          {variant === 'websocket' ? (
            <WebsocketAssistantChat
              key={customerId}
              customerId={customerId!}
              open={shown}
              model={modelPicker.model}
              fundFamilyId={fundFamilyId}
            />
          ) : fundFamilyId ? (
            <HttpAssistantChat
              key={fundFamilyId}
              fundFamilyId={fundFamilyId}
              model={modelPicker.model}
            />
          ) : null}
        </AssistantSidebar>
      ) : null,
  };
}
