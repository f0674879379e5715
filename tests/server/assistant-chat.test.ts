import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { ChatServerEvent, Conversation } from '../../src/api/assistant';
import { createApiApp } from '../../src/server/app';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type Socket = {
  ws: WebSocket;
  /** The next event of this type (or already received and not yet taken). */
  next: <T extends ChatServerEvent['type']>(
    type: T,
  ) => Promise<Extract<ChatServerEvent, { type: T }>>;
  events: ChatServerEvent[];
  closed: Promise<{ code: number; reason: string }>;
  send: (command: unknown) => void;
};

/** Spec §7 "Separate AI host": the chat over a real listening server and the `ws` client. */
describe.each(testDatabases())('assistant websocket chat on $name', (database) => {
  let t: TestApp;
  let server: ServerType;
  let base: string;
  let admin: string;
  let staff: string;
  let beacon: string;
  let demoId: string;
  let beaconId: string;

  const open = (query: Record<string, string>): Socket => {
    const ws = new WebSocket(
      `${base.replace('http', 'ws')}/ai/chat/?${new URLSearchParams(query)}`,
    );
    const events: ChatServerEvent[] = [];
    const taken = new Set<ChatServerEvent>();
    const waiters: (() => void)[] = [];
    ws.on('message', (data) => {
      events.push(JSON.parse(String(data)) as ChatServerEvent);
      waiters.splice(0).forEach((wake) => wake());
    });
    const next: Socket['next'] = (type) =>
      new Promise((resolve) => {
        const look = () => {
          const found = events.find((e) => e.type === type && !taken.has(e));
          if (!found) return void waiters.push(look);
          taken.add(found);
          resolve(found as never);
        };
        look();
      });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    const send = (command: unknown) => {
      const go = () => ws.send(JSON.stringify(command));
      if (ws.readyState === WebSocket.OPEN) go();
      else ws.once('open', go);
    };
    return { ws, next, events, closed, send };
  };
  const conversations = async (token: string, customerId: string) => {
    const response = await fetch(`${base}/ai/chat/conversations/`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Customer-Id': customerId },
    });
    return { status: response.status, body: (await response.json()) as Conversation[] };
  };

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date('2026-01-15T12:00:00Z') });
    const app = createApiApp(t.deps);
    server = await new Promise<ServerType>((resolve) => {
      const s = serve(
        {
          fetch: app.fetch,
          port: 0,
          hostname: '127.0.0.1',
          websocket: { server: new WebSocketServer({ noServer: true }) },
        },
        () => resolve(s),
      );
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    staff = (await t.signIn('staff@demo.test', 'demo-staff-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const rows = await t.deps.handle.query<{ id: string; name: string }>(
      'SELECT id, name FROM customers',
    );
    demoId = rows.find((r) => r.name === 'Demo Capital')!.id;
    beaconId = rows.find((r) => r.name === 'Beacon Partners')!.id;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.dispose();
  });

  it('refuses a bad token with 4401 and another customer, or one without the chat flag, with 4403', async () => {
    expect((await open({ auth_token: 'nope', customer_id: demoId }).closed).code).toBe(4401);
    expect((await open({ customer_id: demoId }).closed).code).toBe(4401);
    expect((await open({ auth_token: beacon, customer_id: demoId }).closed).code).toBe(4403);
    // Beacon Partners has the assistant but not the websocket chat.
    expect((await open({ auth_token: admin, customer_id: beaconId }).closed).code).toBe(4403);
  });

  it('acknowledges, streams the tool and the text in order, stores both and titles the conversation', async () => {
    const socket = open({ auth_token: admin, customer_id: demoId });
    expect(await socket.next('connected')).toEqual({
      type: 'connected',
      conversation_id: '',
      messages: [],
    });
    socket.send({
      type: 'chat_message',
      message: 'Who are the 5 largest investors?',
      client_message_id: 'm1',
    });
    const ack = await socket.next('ack_message');
    const conversationId = ack.conversation_id;
    expect(ack).toEqual({
      type: 'ack_message',
      client_message_id: 'm1',
      conversation_id: conversationId,
      message_index: 0,
    });
    expect((await socket.next('chat_message_stream_end')).message_index).toBe(1);
    const title = await socket.next('title_generated');
    expect(title).toEqual({
      type: 'title_generated',
      conversation_id: conversationId,
      title: '5 Largest Investors',
    });
    const stream = socket.events.filter((e) => e.type.startsWith('chat_message_stream'));
    expect(stream[0]).toEqual({
      type: 'chat_message_stream_start',
      conversation_id: conversationId,
      message_index: 1,
    });
    expect(stream[1]).toEqual({
      type: 'chat_message_stream_chunk',
      conversation_id: conversationId,
      message_index: 1,
      segment_index: 0,
      part_index: 0,
      tool_info: { display_name: 'Largest investors', arguments: { limit: 5 } },
    });
    const texts = stream.slice(2, -1);
    expect(
      texts.map((e) =>
        e.type === 'chat_message_stream_chunk' ? [e.segment_index, e.part_index] : null,
      ),
    ).toEqual(texts.map((_e, i) => [1, i]));
    const text = texts.map((e) => (e.type === 'chat_message_stream_chunk' ? e.text : '')).join('');
    expect(text).toContain('1. Cobalt Ridge Partners: $24,750,000.00 (4.58%)');
    const end = stream.at(-1)!;
    expect(end).toMatchObject({
      type: 'chat_message_stream_end',
      conversation_id: conversationId,
      message_index: 1,
    });
    // The figures' working travels with the end of the stream, as the HTTP variant's sources.
    const sources = end.type === 'chat_message_stream_end' ? end.sources! : [];
    expect(sources[0]).toMatchObject({
      tool: 'largest_investors',
      label: 'Cobalt Ridge Partners: committed',
      value: '$24,750,000.00',
    });

    // A second question goes on in the same conversation, with no new title.
    socket.send({ type: 'chat_message', message: 'Explain equalization', client_message_id: 'm2' });
    expect((await socket.next('ack_message')).message_index).toBe(2);
    expect((await socket.next('chat_message_stream_end')).message_index).toBe(3);
    socket.ws.close();
    expect(socket.events.filter((e) => e.type === 'title_generated')).toHaveLength(1);

    // Reconnecting with the conversation gives its stored history, confirmed.
    const again = open({ auth_token: admin, customer_id: demoId, conversation_id: conversationId });
    const connected = await again.next('connected');
    expect(connected.conversation_id).toBe(conversationId);
    expect(
      connected.messages.map((m) => [m.role, m.status, m.segments.map((s) => s.type)]),
    ).toEqual([
      ['user', 'confirmed', ['text']],
      ['assistant', 'confirmed', ['tool', 'text']],
      ['user', 'confirmed', ['text']],
      ['assistant', 'confirmed', ['tool', 'text']],
    ]);
    expect(connected.messages[1]!.segments[1]).toEqual({ type: 'text', text });
    expect(connected.messages[1]!.sources).toEqual(sources);
    expect(connected.messages[0]!.sources).toBeUndefined();
    again.ws.close();

    const own = await conversations(admin, demoId);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      { id: conversationId, title: '5 Largest Investors', created_at: expect.any(String) },
    ]);
    // Private to its user and customer.
    expect((await conversations(staff, demoId)).body).toEqual([]);
    expect(
      (
        await open({ auth_token: staff, customer_id: demoId, conversation_id: conversationId })
          .closed
      ).code,
    ).toBe(4404);
    expect((await conversations(beacon, beaconId)).status).toBe(403);
    // With the chat on for Beacon Partners too, the same user sees none of Demo's there.
    await t.deps.handle.query(
      `INSERT INTO feature_flag_customer_overrides (feature_flag_id, customer_id, enabled)
       SELECT id, $1, true FROM feature_flags WHERE name = 'fundline_ai_websockets'`,
      [beaconId],
    );
    expect(await conversations(admin, beaconId)).toEqual({ status: 200, body: [] });
    const elsewhere = open({
      auth_token: admin,
      customer_id: beaconId,
      conversation_id: conversationId,
    });
    expect((await elsewhere.closed).code).toBe(4404);
    expect((await conversations(beacon, demoId)).status).toBe(403);
    expect(
      (await open({ auth_token: admin, customer_id: demoId, conversation_id: 'not-an-id' }).closed)
        .code,
    ).toBe(4404);
  });

  it('acks heartbeats, answers a bad command with an error event and stays open', async () => {
    const socket = open({ auth_token: admin, customer_id: demoId });
    await socket.next('connected');
    socket.send({ type: 'shout' });
    expect((await socket.next('error')).code).toBe('invalid');
    socket.send({ type: 'chat_message', message: '   ', client_message_id: 'm' });
    expect((await socket.next('error')).message).toContain('message');
    socket.send({ type: 'chat_message', message: 'fees\u0000?', client_message_id: 'n' });
    expect((await socket.next('error')).message).toBe(
      'Invalid command (message: Text may not contain NUL characters or unpaired surrogates.)',
    );
    socket.send({ type: 'heartbeat', timestamp: '2026-01-15T12:00:05Z', last_message_id: null });
    expect(await socket.next('ack_heartbeat')).toEqual({
      type: 'ack_heartbeat',
      timestamp: '2026-01-15T12:00:05Z',
    });
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    socket.ws.close();
  });

  it('closes a silent connection with 4408', async () => {
    const saved = t.deps.config.ai.chatHeartbeatTimeoutMs;
    t.deps.config.ai.chatHeartbeatTimeoutMs = 200;
    try {
      const socket = open({ auth_token: admin, customer_id: demoId });
      expect((await socket.closed).code).toBe(4408);
    } finally {
      t.deps.config.ai.chatHeartbeatTimeoutMs = saved;
    }
  });
});
