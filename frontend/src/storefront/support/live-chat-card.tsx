import { useEffect, useState } from 'react';
import { chatAvailability, describeOpening } from '@shop/rules';
import { REPLY_PROMISE } from '../../lib/shop-contact';
import { useShopSettings } from '../../lib/use-shop-settings';
import { shopWhatsAppLink, whatsAppMessageLink } from '../../lib/whatsapp';
import { WhatsAppIcon } from '../../components/icons/whatsapp';
import { MessageIcon } from '../icons/message';
import { Button } from '../components/button';
import { NeedsJavaScript } from '../components/needs-javascript';
import { SupportCardHead } from './support-card-head';
import { hasStoredChat, LiveChatPanel } from './live-chat-panel';

/**
 * The live chat (issue 35, ADR 066; replaces SPEC §4's simulated "Connected"): a WhatsApp chat with
 * the shop where it has a number, else the shop's own chat that staff answer from the console. It
 * says "We're online" only within the business hours; outside them, when someone will answer.
 */
export function LiveChatCard({ context, now = new Date() }: { context: string | null; now?: Date }) {
  const settings = useShopSettings();
  const whatsapp = shopWhatsAppLink(settings);
  const availability = chatAvailability(settings?.businessHours ?? '', now);
  const status =
    availability.state === 'open'
      ? "We're online"
      : availability.state === 'closed' && availability.opensAt
        ? `We reply from ${describeOpening(availability.opensAt, now)} (Ghana time)`
        : REPLY_PROMISE;
  const [open, setOpen] = useState(false);
  // A chat this browser started goes on where it was (after hydration: the server cannot know of it).
  useEffect(() => {
    if (hasStoredChat()) setOpen(true);
  }, []);
  return (
    <section id="live-chat" className="surface surface--padded live-chat" aria-labelledby="live-chat-title">
      <SupportCardHead className="live-chat__head" icon={whatsapp ? <WhatsAppIcon /> : <MessageIcon />}>
        <div>
          <h2 id="live-chat-title" className="support-card__title">
            Live Chat
          </h2>
          <p className={`live-chat__status live-chat__status--${availability.state === 'open' ? 'online' : 'away'}`} role="status">
            <span className="live-chat__dot" aria-hidden="true" />
            <span className="sr-only">Chat status: </span>
            {status}
          </p>
        </div>
      </SupportCardHead>
      {!settings ? null : whatsapp ? (
        <>
          <p className="support-card__text">Chat with our team on WhatsApp. Your first message is written for you; change it as you like.</p>
          <a
            className="button button--primary button--block live-chat__whatsapp"
            href={whatsAppMessageLink(whatsapp, `Hello Kente & Co., I have a question${context ? ` about ${context}` : ''}.`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon aria-hidden="true" /> Chat with us on WhatsApp
          </a>
        </>
      ) : open ? (
        <LiveChatPanel context={context} awayNote={availability.state === 'open' ? null : status} onClosed={() => setOpen(false)} />
      ) : (
        <>
          <p className="support-card__text">
            Write to our team here. {availability.state === 'open' ? 'We answer while you are on this page.' : 'Leave your phone or e-mail and the answer reaches you there too.'}
          </p>
          <NeedsJavaScript what="The live chat" />
          <Button variant="primary" block onClick={() => setOpen(true)}>
            Start Live Chat
          </Button>
        </>
      )}
    </section>
  );
}
