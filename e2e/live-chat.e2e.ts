import { expect, test, unique } from './fixtures';

test.describe('the live chat in the shop (issue 35)', () => {
  test('a shopper starts a chat, staff answer it in the Support tab, and the answer appears on the open page', async ({ shopperPage: shopper, adminPage: admin }) => {
    const question = `Do you have the kente stole in blue? ${unique()}`;
    const name = `Ama ${unique()}`;
    await shopper.goto('/support?order=GH-TEST-CHAT-0001');
    const chat = shopper.getByRole('region', { name: 'Live Chat' });
    // Honest status: online within the hours, else when someone answers; never a made-up agent.
    await expect(chat.getByRole('status')).toHaveText(/We're online|We reply from .+ \(Ghana time\)/);
    await chat.getByRole('button', { name: 'Start Live Chat' }).click();
    await chat.getByLabel('Your name (optional)').fill(name);
    await chat.getByLabel('Your question').fill(question);
    const started = shopper.waitForResponse((response) => response.url().endsWith('/api/chat') && response.request().method() === 'POST');
    await chat.getByRole('button', { name: 'Start chat' }).click();
    expect((await started).status()).toBe(201);
    await expect(chat.getByRole('log', { name: 'Chat messages' })).toContainText(question);

    await admin.goto('/admin?tab=support');
    const chats = admin.getByRole('list', { name: 'Live chats' });
    const item = chats.getByRole('button').filter({ hasText: name });
    await expect(item).toContainText('Waiting');
    await item.click();
    const conversation = admin.locator('.admin-chat');
    await expect(conversation).toContainText(question);
    await expect(conversation).toContainText('From order GH-TEST-CHAT-0001');
    const answer = `Yes, in blue and gold. ${unique()}`;
    await conversation.getByLabel('Your answer').fill(answer);
    await conversation.getByRole('button', { name: /Send answer/ }).click();
    await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText(answer);
    await expect(item).toContainText('Answered');

    // The shopper's page, still open, shows the answer without a reload.
    await expect(chat.getByRole('log', { name: 'Chat messages' })).toContainText(answer);
  });
});
