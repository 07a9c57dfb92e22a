import { render, screen, within } from '@testing-library/react';
import { OrderMessagesSent } from './order-messages-sent';

describe("an order's messages sent, in its drawer", () => {
  it('lists each message the order records as sent, oldest first, by kind and channel, in Ghana time', () => {
    render(
      <OrderMessagesSent
        sent={{
          'order-shipped:sms': '2026-11-30T09:15:00.000Z',
          'order-placed:email': '2026-11-28T14:02:11.000Z',
          'order-placed:sms': '2026-11-28T14:02:12.000Z',
        }}
      />,
    );
    const rows = within(screen.getByRole('region', { name: 'Messages sent' })).getAllByRole('term');
    expect(rows.map((row) => `${row.textContent} ${row.nextElementSibling?.textContent}`)).toEqual([
      'Order placed (E-mail) 28 Nov 2026, 14:02',
      'Order placed (SMS) 28 Nov 2026, 14:02',
      'Order shipped (SMS) 30 Nov 2026, 09:15',
    ]);
  });

  it('says none were sent yet when the order records none', () => {
    render(<OrderMessagesSent sent={{}} />);
    expect(screen.getByRole('region', { name: 'Messages sent' })).toHaveTextContent('Messages sent: none yet');
    expect(screen.queryByRole('term')).toBeNull();
  });
});
