// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { sessionKeys } from '../../../src/app/lib/session-store';
import { shellQueries } from '../../../src/app/queries/shell-queries';
import {
  assistantQueries,
  defaultModelOf,
} from '../../../src/app/shell/assistant/assistant-queries';
import { assistantVariantOf, useAssistant } from '../../../src/app/shell/assistant/use-assistant';

function Shell() {
  const assistant = useAssistant(true);
  return (
    <div>
      <header>{assistant.toggle}</header>
      <main data-testid="page" style={{ paddingRight: assistant.reservedWidth }} />
      {assistant.sidebar}
    </div>
  );
}

function renderShell(path: string, flags: Record<string, boolean>) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(shellQueries.featureFlags().queryKey, { feature_flags: flags });
  // Seeded so no request leaves the test (happy-dom would try a real connection).
  client.setQueryData(shellQueries.selectedCustomer().queryKey, {
    customer: {
      id: 'customer-1',
      name: 'Demo Capital',
      web_domain: null,
      is_live: true,
      is_long_lived_integration_testing_customer: false,
    },
  });
  client.setQueryData(assistantQueries.models().queryKey, [
    { id: 'gpt-4o-mini', display_name: 'GPT-4o mini', provider: 'openai' },
    { id: 'gpt-4o', display_name: 'GPT-4o', provider: 'openai' },
  ]);
  client.setQueryData(assistantQueries.suggestions('ff1').queryKey, [
    { request: 'One?' },
    { request: 'Two?' },
    { request: 'Three?' },
    { request: 'Four?' },
  ]);
  const { hook } = memoryLocation({ path });
  return render(
    <QueryClientProvider client={client}>
      <Router hook={hook}>
        <Shell />
      </Router>
    </QueryClientProvider>,
  );
}

const httpOnly = { fundline_assistant: true, fundline_ai_websockets: false };
const pressControlK = () => {
  const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
  act(() => void window.dispatchEvent(event));
  return event;
};

describe('assistant gating (spec §6)', () => {
  it('needs the flag and a customer; websockets need their flag; HTTP a fund family', () => {
    const gate = { assistant: true, websockets: false, customerId: 'c', fundFamilyId: 'f' };
    expect(assistantVariantOf(gate)).toBe('http');
    expect(assistantVariantOf({ ...gate, fundFamilyId: null })).toBeNull();
    expect(assistantVariantOf({ ...gate, websockets: true, fundFamilyId: null })).toBe('websocket');
    expect(assistantVariantOf({ ...gate, assistant: false, websockets: true })).toBeNull();
    expect(assistantVariantOf({ ...gate, customerId: null })).toBeNull();
  });

  it('picks gpt-4o when offered, else the first model', () => {
    const model = (id: string) => ({ id, display_name: id, provider: 'p' });
    expect(defaultModelOf([model('a'), model('gpt-4o')])).toBe('gpt-4o');
    expect(defaultModelOf([model('a'), model('b')])).toBe('a');
    expect(defaultModelOf([])).toBeNull();
  });
});

describe('assistant sidebar', () => {
  beforeEach(() => localStorage.setItem(sessionKeys.selectedCustomer, 'customer-1'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows no toggle outside a fund family with only the HTTP variant, and Ctrl+K does nothing', () => {
    renderShell('/investors', httpOnly);
    expect(screen.queryByRole('button', { name: 'Assistant' })).toBeNull();
    expect(pressControlK().defaultPrevented).toBe(false);
    expect(screen.queryByRole('complementary', { name: 'Assistant' })).toBeNull();
  });

  it('toggles with the header button and with Ctrl+K, keeping the conversation', () => {
    renderShell('/fund-family/ff1/summary', httpOnly);
    const toggle = screen.getByRole('button', { name: 'Assistant' });
    expect(toggle.getAttribute('title')).toMatch(/Ctrl\+K/);
    fireEvent.click(toggle);
    const sidebar = screen.getByRole('complementary', { name: 'Assistant' });
    expect(sidebar.textContent).toContain('Beta');
    expect(sidebar.textContent).toContain('How can I help you today?');
    expect(sidebar.textContent).toContain(
      'AI responses may be inaccurate; not professional advice.',
    );
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((b) => b.textContent)).toEqual([
      'One?',
      'Two?',
      'Three?',
    ]);
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveProperty('value', 'gpt-4o');
    expect(screen.getByTestId('page').style.paddingRight).toBe('400px');
    expect(pressControlK().defaultPrevented).toBe(true);
    expect(screen.queryByRole('complementary', { name: 'Assistant' })).toBeNull();
    expect(screen.getByTestId('page').style.paddingRight).toBe('0px');
    pressControlK();
    expect(screen.getByRole('complementary', { name: 'Assistant' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close assistant' }));
    expect(screen.queryByRole('complementary', { name: 'Assistant' })).toBeNull();
  });

  it('resizes from its left edge with the keyboard, between 320 and 1400 px', () => {
    renderShell('/fund-family/ff1/summary', httpOnly);
    fireEvent.click(screen.getByRole('button', { name: 'Assistant' }));
    const edge = screen.getByRole('separator', { name: 'Resize assistant' });
    expect(edge.getAttribute('aria-valuenow')).toBe('400');
    fireEvent.keyDown(edge, { key: 'ArrowLeft' });
    expect(edge.getAttribute('aria-valuenow')).toBe('416');
    fireEvent.keyDown(edge, { key: 'Home' });
    expect(edge.getAttribute('aria-valuenow')).toBe('320');
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    expect(edge.getAttribute('aria-valuenow')).toBe('320');
    fireEvent.keyDown(edge, { key: 'End' });
    expect(edge.getAttribute('aria-valuenow')).toBe('1400');
    expect(screen.getByRole('complementary', { name: 'Assistant' }).style.width).toBe('1400px');
  });
});
