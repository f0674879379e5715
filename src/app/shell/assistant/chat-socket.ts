import { fromCallback } from 'xstate';
import {
  aiBasePath,
  chatCloseCodes,
  type ChatClientCommand,
  type ChatServerEvent,
} from '../../../api/assistant';
import type {
  ChatConnectionEvent,
  ChatSocketCommand,
  ChatSocketInput,
} from '../../../../machines/chat-connection.machine';
import { secondsUntilExpiry } from '../../lib/access-token';
import { refreshAccessToken } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';

/** A token with a minute left, refreshed first otherwise, as the app's API calls do. */
async function accessToken(): Promise<string | null> {
  const tokens = sessionStore.tokens();
  if (!tokens) return null;
  if (secondsUntilExpiry(tokens.access, Date.now()) > 60) return tokens.access;
  try {
    await refreshAccessToken();
    return sessionStore.tokens()?.access ?? null;
  } catch {
    return null;
  }
}

/** Spec §7: the socket authenticates with query parameters (browsers send no headers on it). */
async function socketUrl(
  conversationId: string | null,
  customerId: string,
): Promise<string | null> {
  const token = await accessToken();
  if (!token) return null;
  const query = new URLSearchParams({ auth_token: token, customer_id: customerId });
  if (conversationId) query.set('conversation_id', conversationId);
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${aiBasePath}/chat/?${query.toString()}`;
}

const toWire = (command: ChatSocketCommand): ChatClientCommand =>
  command.type === 'socket.heartbeat'
    ? {
        type: 'heartbeat',
        timestamp: new Date().toISOString(),
        last_message_id: command.last_message_id,
      }
    : {
        type: 'chat_message',
        message: command.message,
        client_message_id: command.client_message_id,
        frontend_context: command.frontend_context,
        model: command.model,
      };

/**
 * The browser's websocket as the chat connection machine's socket actor: server events and
 * the close code go to the machine; the machine's commands go out on the socket.
 */
export const browserChatSocket = (customerId: string) =>
  fromCallback<ChatSocketCommand, ChatSocketInput>(({ input, sendBack, receive }) => {
    const send = (event: ChatConnectionEvent) => sendBack(event);
    const visible = () => document.visibilityState === 'visible';
    let socket: WebSocket | null = null;
    let stopped = false;
    void socketUrl(input.conversationId, customerId).then((url) => {
      if (stopped) return;
      if (!url) {
        send({ type: 'socket.close', code: chatCloseCodes.unauthorized, visible: visible() });
        return;
      }
      socket = new WebSocket(url);
      socket.onmessage = (message: MessageEvent<string>) => {
        let event: ChatServerEvent;
        try {
          event = JSON.parse(message.data) as ChatServerEvent;
        } catch {
          return;
        }
        send({ type: 'socket.event', event, receivedAt: new Date().toISOString() });
      };
      socket.onclose = (event) => {
        if (!stopped) send({ type: 'socket.close', code: event.code, visible: visible() });
      };
    });
    receive((command) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(toWire(command)));
    });
    return () => {
      stopped = true;
      socket?.close(1000);
    };
  });
