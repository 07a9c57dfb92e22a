import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, test, unique } from './fixtures';

/** Every e-mail the SMTP sink (mail-sink.ts) has received so far, parsed as a mail program would. */
async function receivedMail(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_SINK_DIR!;
  return Promise.all(readdirSync(dir).map((file) => simpleParser(readFileSync(join(dir, file)))));
}

function addressedTo(mail: ParsedMail, email: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((group) => group.value.some((address) => address.address === email));
}

test.describe('messages', () => {
  test('an admin answers a support request in the console and the answer arrives by e-mail', async ({ shopperPage: shopper, adminPage: page }) => {
    const email = `adjoa.${unique()}@example.com`;
    const question = `Can the Fugu smock be sent to Kumasi by Friday? (${unique()})`;
    const answer = `Yes: it leaves our Accra shop tomorrow and reaches Kumasi on Thursday. (${unique()})`;

    await shopper.goto('/support');
    await shopper.getByLabel('First name').fill('Adjoa');
    await shopper.getByLabel('Last name').fill('Mensah');
    await shopper.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await shopper.getByLabel('Subject').selectOption('Shipping Inquiry');
    await shopper.getByRole('textbox', { name: 'Message', exact: true }).fill(question);
    await shopper.getByRole('button', { name: 'Send Message' }).click();
    await expect(shopper.getByText('Message sent successfully!')).toBeVisible();

    await page.getByRole('tab', { name: 'Support' }).click();
    await page.getByLabel('Search support requests').fill(email);
    const card = page.locator('.admin-support-card', { hasText: question });
    await card.getByLabel(/^Answer/).fill(answer);
    await card.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText(`Answer sent to ${email}`)).toBeVisible();
    await expect(card.getByText('Answered by')).toBeVisible();
    await expect(card.getByText(answer)).toBeVisible();

    // The relay delivers after the answer is stored: wait for the sink to hold the shopper's answer.
    await expect
      .poll(async () => (await receivedMail()).filter((mail) => addressedTo(mail, email) && (mail.text ?? '').includes(answer)).length, { timeout: 60_000 })
      .toBe(1);

    await page.getByRole('tab', { name: 'Messages' }).click();
    await expect(page.getByText(/E-mails are sent through your SMTP server/)).toBeVisible();
    await page.getByLabel('Search messages').fill(email);
    // The rows of every earlier answer show until the search has gone out: this answer's row, by its address.
    const answers = page.locator('.admin-message', { hasText: 'Support answer' });
    const row = answers.filter({ hasText: email });
    await expect(answers).toHaveCount(1);
    await expect(row.locator('.ant-tag')).toHaveText('Sent');

    await row.getByRole('link', { name: 'Support answer' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('definition').filter({ hasText: email })).toBeVisible();
    await expect(drawer).toContainText('SMTP');
    await expect(drawer.frameLocator('iframe').getByText(answer)).toBeVisible();
  });
});
