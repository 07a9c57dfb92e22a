import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOP_SETTINGS } from '../../test/fixtures';
import { fakeApi, ok, reply } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { LiveChatCard } from './live-chat-card';

// 2026-11-30 is a Monday; Ghana time is UTC. The shop opens 9:00 – 18:00 on weekdays, 10:00 – 16:00 on Saturday.
const MONDAY_NOON = new Date('2026-11-30T12:00:00Z');
const SATURDAY_EVENING = new Date('2026-12-05T19:30:00Z');
const NO_WHATSAPP = { ...SHOP_SETTINGS, whatsapp: '', whatsappLink: null };

async function showCard(now: Date, context: string | null = null) {
  renderWithProviders(<LiveChatCard context={context} now={now} />);
  return screen.findByRole('region', { name: 'Live Chat' });
}

describe('the live chat card', () => {
  afterEach(() => window.localStorage.clear());

  describe('with the shop\'s WhatsApp number', () => {
    beforeEach(() => fakeApi.on('GET', '/api/settings', ok(SHOP_SETTINGS)));

    it("says We're online within the hours and links to WhatsApp with the page's context written", async () => {
      const card = await showCard(MONDAY_NOON, 'the Kente stole');
      expect(await within(card).findByText("We're online")).toBeInTheDocument();
      expect(await within(card).findByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
        'href',
        `https://wa.me/233559876543?text=${encodeURIComponent('Hello Kente & Co., I have a question about the Kente stole.')}`,
      );
      expect(within(card).queryByRole('button')).toBeNull();
    });

    it('says when someone answers outside the hours, never that an agent is there', async () => {
      const card = await showCard(SATURDAY_EVENING);
      expect(await within(card).findByText('We reply from Monday at 9:00 (Ghana time)')).toBeInTheDocument();
      expect(card).not.toHaveTextContent(/online|Connected|Chat Active|shortly/i);
    });

    it('treats the seeded demo number as none: nobody answers it', async () => {
      fakeApi.on('GET', '/api/settings', ok({ ...SHOP_SETTINGS, placeholderContacts: ['whatsapp'] }));
      const card = await showCard(MONDAY_NOON);
      expect(await within(card).findByRole('button', { name: 'Start Live Chat' })).toBeInTheDocument();
      expect(within(card).queryByRole('link')).toBeNull();
    });
  });

  describe('without a WhatsApp number: the chat in the shop', () => {
    beforeEach(() => fakeApi.on('GET', '/api/settings', ok(NO_WHATSAPP)));

    it('starts a chat with the page it came from, keeps its token in the browser and shows the staff answer when it comes', async () => {
      fakeApi.on('POST', '/api/chat', reply(201, { id: 'c0ffee00-0000-4000-8000-000000000001', token: 'secret-token', messages: [{ id: '1', author: 'shopper', text: 'Is it in blue?', createdAt: '2026-11-30T12:00:00.000Z' }] }));
      fakeApi.on('GET', '/api/chat/:id/messages', ok({ messages: [] }), ok({ messages: [{ id: '2', author: 'staff', text: 'Yes, in blue and gold.', createdAt: '2026-11-30T12:01:00.000Z' }] }), ok({ messages: [] }));
      const card = await showCard(MONDAY_NOON, 'order GH-7KQ2-M9XD-4TRB');
      await userEvent.click(await within(card).findByRole('button', { name: 'Start Live Chat' }));
      await userEvent.type(within(card).getByLabelText('Phone or e-mail, for our answer if you leave (optional)'), 'ama@example.com');
      await userEvent.type(within(card).getByLabelText('Your question'), 'Is it in blue?');
      await userEvent.click(within(card).getByRole('button', { name: 'Start chat' }));

      expect(await within(card).findByRole('log', { name: 'Chat messages' })).toHaveTextContent('Is it in blue?');
      expect(fakeApi.sent('POST', '/api/chat')[0].body).toEqual({ message: 'Is it in blue?', email: 'ama@example.com', context: 'order GH-7KQ2-M9XD-4TRB' });
      expect(JSON.parse(window.localStorage.getItem('shop-live-chat')!)).toEqual({ id: 'c0ffee00-0000-4000-8000-000000000001', token: 'secret-token' });
      expect(await within(card).findByText('Yes, in blue and gold.', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(fakeApi.sent('GET', '/api/chat/:id/messages').at(-1)!.query).toEqual({ after: expect.any(String) });
    }, 15_000);

    it('outside the hours says when the team will answer once the chat is open', async () => {
      const card = await showCard(SATURDAY_EVENING);
      expect(await within(card).findByText('We reply from Monday at 9:00 (Ghana time)')).toBeInTheDocument();
      await userEvent.click(await within(card).findByRole('button', { name: 'Start Live Chat' }));
      expect(within(card).getByText(/Nobody is in the shop just now\. We will answer from Monday at 9:00 \(Ghana time\)/)).toBeInTheDocument();
    });

    it('names the field the server refused', async () => {
      fakeApi.on('POST', '/api/chat', reply(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid input', fields: { phone: ['phone must be a phone number like +233 24 123 4567'] } }));
      const card = await showCard(MONDAY_NOON);
      await userEvent.click(await within(card).findByRole('button', { name: 'Start Live Chat' }));
      await userEvent.type(within(card).getByLabelText('Phone or e-mail, for our answer if you leave (optional)'), 'call me');
      await userEvent.type(within(card).getByLabelText('Your question'), 'Hello');
      await userEvent.click(within(card).getByRole('button', { name: 'Start chat' }));
      expect(await within(card).findByText('phone must be a phone number like +233 24 123 4567')).toBeInTheDocument();
    });
  });
});
