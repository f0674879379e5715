import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiModel, AssistantResponse, ChatServerEvent } from '../../src/api/assistant';
import { openChatSession } from '../../src/server/assistant/chat-session';
import { storedMessages } from '../../src/server/assistant/chat-store';
import type { ErrorBody } from './fund-configuration-kit';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type FakeMessage = { role: string; content: string | null; tool_call_id?: string };
type FakeRequest = {
  model: string;
  messages: FakeMessage[];
  tools?: { function: { name: string } }[];
  authorization: string | undefined;
};

/**
 * A stand-in OpenAI-compatible server: it asks for the commitment_totals tool, then answers
 * with the first line the tool returned, so the test sees the real figure travel through.
 */
function fakeProvider(received: FakeRequest[]) {
  return new Hono().post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json()) as Omit<FakeRequest, 'authorization'>;
    received.push({ ...body, authorization: c.req.header('authorization') });
    const question = body.messages.findLast((m) => m.role === 'user')?.content ?? '';
    if (question.includes('provider down'))
      return c.json({ error: { message: 'overloaded' } }, 503);
    // A title request offers no tools.
    if (!body.tools) return c.json({ choices: [{ message: { content: '"Fund Commitments"' } }] });
    const toolResult = body.messages.find((m) => m.role === 'tool');
    if (!toolResult) {
      return c.json({
        choices: [
          {
            message: {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: 'call_1',
                  type: 'function',
                  function: { name: 'commitment_totals', arguments: '{}' },
                },
              ],
            },
          },
        ],
      });
    }
    const firstLine = (toolResult.content ?? '').split('\n')[0];
    return c.json({
      choices: [
        { message: { role: 'assistant', content: `According to the ledger: ${firstLine}` } },
      ],
    });
  });
}

describe.each(testDatabases())(
  'assistant with an OpenAI-compatible provider on $name',
  (database) => {
    let t: TestApp;
    let reader: string;
    let fundId: string;
    let provider: ServerType;
    const received: FakeRequest[] = [];
    const call = jsonCaller(
      () => t,
      () => reader,
    );
    const ask = (request: string, model = 'gpt-4o') =>
      call<AssistantResponse & ErrorBody>('POST', `/api/fund-family/${fundId}/agent`, {
        request,
        model,
        frontend_context: { current_route: `/fund-family/${fundId}` },
        history: [
          { role: 'user', text: 'Hello' },
          { role: 'assistant', text: 'How can I help you today?' },
        ],
      });

    beforeAll(async () => {
      provider = await new Promise<ServerType>((resolve) => {
        const server = serve(
          { fetch: fakeProvider(received).fetch, port: 0, hostname: '127.0.0.1' },
          () => resolve(server),
        );
      });
      const port = (provider.address() as AddressInfo).port;
      t = await startTestApp(database, { now: () => new Date('2026-01-15T12:00:00Z') });
      t.deps.config.ai = {
        apiKey: 'test-key',
        baseUrl: `http://127.0.0.1:${port}/v1`,
        models: ['gpt-4o', 'gpt-4o-mini'],
        timeoutMs: 10_000,
        chatHeartbeatTimeoutMs: 15_000,
      };
      reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
      const funds = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
      fundId = funds.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    });
    afterAll(async () => {
      await t.dispose();
      await new Promise((resolve) => provider.close(resolve));
    });

    it("lists the provider's models first, so gpt-4o is the default, then the built-in", async () => {
      const models = await call<AiModel[]>('GET', '/api/models');
      expect(models.body.map((m) => [m.id, m.provider])).toEqual([
        ['gpt-4o', 'openai'],
        ['gpt-4o-mini', 'openai'],
        ['fundline-data', 'fundline'],
      ]);
    });

    it('runs the tool the model asks for against the real data and its figure reaches the answer', async () => {
      received.length = 0;
      const answer = await ask('How much has been committed?');
      expect(answer.status).toBe(200);
      expect(answer.body.response).toBe(
        'According to the ledger: Harborview Capital Partners IV: $540,500,000.00 committed by 41 investors.',
      );
      expect(answer.body.sources[0]).toMatchObject({
        tool: 'commitment_totals',
        value: '$540,500,000.00',
      });
      expect(received).toHaveLength(2);
      const [first, second] = received;
      expect(first!.authorization).toBe('Bearer test-key');
      expect(first!.model).toBe('gpt-4o');
      expect(first!.tools!.map((tool) => tool.function.name)).toContain('investor_position');
      expect(first!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(first!.messages[0]!.content).toContain('Harborview Capital Partners IV');
      expect(second!.messages.find((m) => m.role === 'tool')!.tool_call_id).toBe('call_1');
    });

    it('answers 502 assistant_unavailable when the provider fails or cannot be reached', async () => {
      const down = await ask('provider down?');
      expect(down.status).toBe(502);
      expect(down.body.code).toBe('assistant_unavailable');
      expect(down.body.message).toBe(
        'The AI assistant is unavailable right now. Please try again later.',
      );
      const saved = t.deps.config.ai;
      t.deps.config.ai = { ...saved, baseUrl: 'http://127.0.0.1:9/v1' };
      try {
        const unreachable = await ask('How much has been committed?');
        expect(unreachable.status).toBe(502);
        expect(unreachable.body.code).toBe('assistant_unavailable');
      } finally {
        t.deps.config.ai = saved;
      }
      // The built-in model still answers beside a failing provider.
      expect((await ask('What is the total commitment?', 'fundline-data')).status).toBe(200);
    });

    it('streams a provider answer on the chat, titles it by asking the model, stores nothing on failure', async () => {
      const [owner] = await t.deps.handle.query<{ customer_id: string; user_id: string }>(
        `SELECT r.customer_id, r.user_id FROM user_customer_relations r
       JOIN users u ON u.id = r.user_id JOIN customers c ON c.id = r.customer_id
       WHERE u.email = 'reader@demo.test' AND c.name = 'Demo Capital'`,
      );
      const events: ChatServerEvent[] = [];
      const session = openChatSession({
        deps: t.deps,
        owner: { customerId: owner!.customer_id, userId: owner!.user_id },
        conversation: null,
        send: (event) => events.push(event),
        close: () => {},
        auditCreate: async () => {},
      });
      await session.start();
      session.receive(
        JSON.stringify({
          type: 'chat_message',
          message: 'How much is committed?',
          client_message_id: 'a',
        }),
      );
      await session.idle();
      expect(events.map((e) => e.type)).toEqual([
        'connected',
        'ack_message',
        'chat_message_stream_start',
        'chat_message_stream_chunk',
        'chat_message_stream_chunk',
        'chat_message_stream_end',
        'title_generated',
      ]);
      expect(events[3]).toMatchObject({ tool_info: { display_name: 'Commitment totals' } });
      expect(events[4]).toMatchObject({
        segment_index: 1,
        part_index: 0,
        text: 'According to the ledger: Harborview Capital Partners IV: $540,500,000.00 committed by 41 investors.',
      });
      expect(events[6]).toMatchObject({ title: 'Fund Commitments' });
      const conversationId = (events[1] as { conversation_id: string }).conversation_id;

      events.length = 0;
      session.receive(
        JSON.stringify({ type: 'chat_message', message: 'provider down?', client_message_id: 'b' }),
      );
      await session.idle();
      expect(events.at(-1)).toEqual({
        type: 'error',
        code: 'assistant_unavailable',
        message: 'The AI assistant is unavailable right now. Please try again later.',
      });
      // The question is kept; no answer is stored for it.
      const stored = await storedMessages(t.deps.handle.db, conversationId);
      expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
      session.stop();
    });
  },
);
