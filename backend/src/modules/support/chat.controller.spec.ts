import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Agent } from 'supertest';
import { IsNull } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import { signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { testEnv } from '../../test-support/test-env';
import { SendUnseenChatAnswersHandler } from './commands/send-unseen-chat-answers/send-unseen-chat-answers.handler';
import { ChatConversation } from './domain/chat-conversation.entity';
import { ChatMessage } from './domain/chat-message.entity';

const MINUTE = 60_000;

describe('the live chat in the shop', () => {
  let shop: TestApp;
  let admin: Agent;
  let customer: Agent;
  let sendUnseen: SendUnseenChatAnswersHandler;

  beforeAll(async () => {
    const notifications = loadConfig(testEnv({ STAFF_EMAIL: 'owner@kente.test' }), { inMemoryDatabase: true }).notifications;
    shop = await createTestApp({ notifications: { ...notifications, relayInProcess: false, mailDir: join(mkdtempSync(join(tmpdir(), 'shop-mail-')), 'mail') } });
    admin = await signedInBrowser(shop, 'admin');
    customer = await signedInBrowser(shop, 'customer');
    sendUnseen = shop.app.get(SendUnseenChatAnswersHandler);
  });
  afterAll(() => shop.close());

  const outbox = (kind: string): Promise<{ recipient: string; channel: string; text: string; dedupKey: string }[]> =>
    shop.dataSource.query(`SELECT recipient, channel, text, "dedupKey" FROM outbox_messages WHERE kind = $1 ORDER BY id`, [kind]);

  async function startChat(body: Record<string, unknown> = {}) {
    const response = await shop.agent().post('/api/chat').send({ message: 'Is the kente stole in stock in blue?', context: 'Product: Kente stole', ...body }).expect(201);
    return response.body as { id: string; token: string; messages: { id: string; author: string; text: string }[] };
  }

  /** Moves a chat's staff answers back in time, as if they had been written `minutes` ago. */
  async function ageAnswers(chatId: string, minutes: number) {
    await shop.dataSource.query(`UPDATE chat_messages SET "createdAt" = now() - make_interval(mins => $2) WHERE "conversationId" = $1 AND author = 'staff'`, [chatId, minutes]);
  }

  it('starts a chat with its first message, keeps only the hash of its token, and tells staff by e-mail', async () => {
    const chat = await startChat({ name: 'Ama', email: 'Ama@Example.com' });
    expect(chat.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(chat.messages).toEqual([expect.objectContaining({ author: 'shopper', text: 'Is the kente stole in stock in blue?' })]);
    const stored = await shop.dataSource.getRepository(ChatConversation).findOneByOrFail({ id: chat.id });
    expect(stored).toMatchObject({ name: 'Ama', email: 'ama@example.com', context: 'Product: Kente stole', awaitingStaff: true });
    expect(stored.tokenHash).not.toContain(chat.token);
    const staff = (await outbox('staff-new-chat')).filter((message) => message.dedupKey.includes(chat.id));
    expect(staff).toEqual([expect.objectContaining({ recipient: 'owner@kente.test', channel: 'email' })]);
    expect(staff[0].text).toContain('Product: Kente stole');
    expect(staff[0].text).not.toContain('in stock in blue');
  });

  it('answers 404 to a wrong, missing or other chat\'s token, and stores nothing', async () => {
    const chat = await startChat();
    const other = await startChat();
    const before = await shop.dataSource.getRepository(ChatMessage).count();
    for (const token of ['wrong', other.token, undefined]) {
      const read = shop.agent().get(`/api/chat/${chat.id}/messages`);
      const post = shop.agent().post(`/api/chat/${chat.id}/messages`);
      await (token ? read.set('X-Chat-Token', token) : read).expect(404);
      await (token ? post.set('X-Chat-Token', token) : post).send({ text: 'Hello?' }).expect(404);
    }
    await shop.agent().get('/api/chat/00000000-0000-4000-8000-000000000000/messages').set('X-Chat-Token', chat.token).expect(404);
    expect(await shop.dataSource.getRepository(ChatMessage).count()).toBe(before);
  });

  it('refuses bad input with 400 naming the fields, and stores nothing', async () => {
    const before = await shop.dataSource.getRepository(ChatConversation).count();
    const response = await shop.agent().post('/api/chat').send({ message: ' ', email: 'not-an-address', phone: 'call me', context: 'x'.repeat(301), agent: 'bot' }).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['agent', 'context', 'email', 'message', 'phone']);
    expect(await shop.dataSource.getRepository(ChatConversation).count()).toBe(before);

    const chat = await startChat();
    const long = await shop.agent().post(`/api/chat/${chat.id}/messages`).set('X-Chat-Token', chat.token).send({ text: 'a'.repeat(2001) }).expect(400);
    expect(Object.keys(long.body.fields)).toEqual(['text']);
    const after = await shop.agent().get(`/api/chat/${chat.id}/messages?after=abc`).set('X-Chat-Token', chat.token).expect(400);
    expect(Object.keys(after.body.fields)).toEqual(['after']);
    await shop.agent().get('/api/chat/not-a-uuid/messages').set('X-Chat-Token', chat.token).expect(400);
  });

  it('lets staff answer in the console, unanswered chats first, and the open page reads the answer after its last message', async () => {
    const answered = await startChat();
    await admin.post(`/api/admin/chats/${answered.id}/messages`).send({ text: 'Yes, we have it.' }).expect(201);
    const waiting = await startChat({ name: 'Kojo' });
    await shop.agent().post(`/api/chat/${waiting.id}/messages`).set('X-Chat-Token', waiting.token).send({ text: 'And in red?' }).expect(201);

    const list = await admin.get('/api/admin/chats').expect(200);
    const ids = list.body.chats.map((chat: { id: string }) => chat.id);
    expect(ids.indexOf(waiting.id)).toBeLessThan(ids.indexOf(answered.id));
    expect(list.body.chats.find((chat: { id: string }) => chat.id === answered.id)).toMatchObject({ awaitingStaff: false, lastMessage: 'Yes, we have it.' });
    expect(list.body.awaiting).toBe(list.body.chats.filter((chat: { awaitingStaff: boolean }) => chat.awaitingStaff).length);

    const answer = await admin.post(`/api/admin/chats/${waiting.id}/messages`).send({ text: 'Red comes on Friday.' }).expect(201);
    expect(answer.body).toMatchObject({ author: 'staff', text: 'Red comes on Friday.' });
    const opened = await admin.get(`/api/admin/chats/${waiting.id}`).expect(200);
    expect(opened.body).toMatchObject({ name: 'Kojo', awaitingStaff: false });
    expect(opened.body.messages.map((message: { author: string }) => message.author)).toEqual(['shopper', 'shopper', 'staff']);

    const page = await shop.agent().get(`/api/chat/${waiting.id}/messages?after=${opened.body.messages[1].id}`).set('X-Chat-Token', waiting.token).expect(200);
    expect(page.body.messages).toEqual([expect.objectContaining({ author: 'staff', text: 'Red comes on Friday.' })]);
    expect(page.body.messages[0]).not.toHaveProperty('staffName');
  });

  it('keeps the console to support staff: 401 anonymous, 403 customers, 404 an unknown chat', async () => {
    const chat = await startChat();
    await shop.agent().get('/api/admin/chats').expect(401);
    await customer.get('/api/admin/chats').expect(403);
    await customer.post(`/api/admin/chats/${chat.id}/messages`).send({ text: 'I am staff' }).expect(403);
    await admin.get('/api/admin/chats/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.post('/api/admin/chats/00000000-0000-4000-8000-000000000000/messages').send({ text: 'Hello' }).expect(404);
    const blank = await admin.post(`/api/admin/chats/${chat.id}/messages`).send({ text: '  ' }).expect(400);
    expect(Object.keys(blank.body.fields)).toEqual(['text']);
  });

  it('sends an answer the page did not read within 2 minutes by e-mail and SMS, exactly once', async () => {
    const chat = await startChat({ name: 'Efua', email: 'efua@example.com', phone: '024 123 4567' });
    await admin.post(`/api/admin/chats/${chat.id}/messages`).send({ text: 'We can hold it for you until Monday.' }).expect(201);
    await admin.post(`/api/admin/chats/${chat.id}/messages`).send({ text: 'Shall we?' }).expect(201);

    await sendUnseen.execute();
    expect((await outbox('chat-answered')).filter((message) => message.dedupKey.includes(chat.id))).toEqual([]);

    await ageAnswers(chat.id, 3);
    await sendUnseen.execute();
    await sendUnseen.execute();
    const sent = (await outbox('chat-answered')).filter((message) => message.dedupKey.includes(chat.id));
    expect(sent.map((message) => [message.channel, message.recipient]).sort()).toEqual([
      ['email', 'efua@example.com'],
      ['sms', '+233241234567'],
    ]);
    for (const message of sent) expect(message.text).toContain('We can hold it for you until Monday.');
    expect(sent.find((message) => message.channel === 'sms')!.text).toContain('Shall we?');
  });

  it('sends nothing when the open page read the answer, or when the shopper left no address', async () => {
    const read = await startChat({ email: 'read@example.com' });
    await admin.post(`/api/admin/chats/${read.id}/messages`).send({ text: 'Seen on the page.' }).expect(201);
    await shop.agent().get(`/api/chat/${read.id}/messages?after=${read.messages[0].id}`).set('X-Chat-Token', read.token).expect(200);
    const silent = await startChat();
    await admin.post(`/api/admin/chats/${silent.id}/messages`).send({ text: 'Nobody to tell.' }).expect(201);

    await ageAnswers(read.id, 5);
    await ageAnswers(silent.id, 5);
    await sendUnseen.execute(new Date(Date.now() + MINUTE));
    const sent = (await outbox('chat-answered')).filter((message) => message.dedupKey.includes(read.id) || message.dedupKey.includes(silent.id));
    expect(sent).toEqual([]);
    expect(await shop.dataSource.getRepository(ChatMessage).countBy({ conversationId: silent.id, author: 'staff', deliveredAt: IsNull() })).toBe(0);
  });
});

describe('the live chat\'s rate limits', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ rateLimit: true, trustProxy: 1 });
  });
  afterAll(() => shop.close());

  it('lets one address start 5 chats in 10 minutes, then answers 429; another address still may', async () => {
    for (let chat = 0; chat < 5; chat++) await shop.agent().post('/api/chat').set('X-Forwarded-For', '203.0.113.7').send({ message: `Hello ${chat}` }).expect(201);
    await shop.agent().post('/api/chat').set('X-Forwarded-For', '203.0.113.7').send({ message: 'One more' }).expect(429);
    await shop.agent().post('/api/chat').set('X-Forwarded-For', '203.0.113.8').send({ message: 'Hello' }).expect(201);
  });

  it('takes at most 20 messages a minute into one chat, from however many addresses', async () => {
    const chat = (await shop.agent().post('/api/chat').set('X-Forwarded-For', '203.0.113.20').send({ message: 'Hello' }).expect(201)).body;
    const statuses: number[] = [];
    for (let message = 0; message < 21; message++) {
      statuses.push((await shop.agent().post(`/api/chat/${chat.id}/messages`).set({ 'X-Forwarded-For': `198.51.100.${message}`, 'X-Chat-Token': chat.token }).send({ text: `Line ${message}` })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
