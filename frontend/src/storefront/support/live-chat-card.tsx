import { useState } from 'react';
import { useToast } from '../../components/toast';
import { MessageIcon } from '../icons/message';
import { Button } from '../components/button';
import { SupportCardHead } from './support-card-head';

/** SPEC §4 "Live chat": Online, then Connected after the start button, which then reads 'Chat Active' and is disabled. */
export function LiveChatCard() {
  const notification = useToast();
  const [connected, setConnected] = useState(false);
  return (
    <section className="surface surface--padded live-chat" aria-labelledby="live-chat-title">
      <SupportCardHead className="live-chat__head" icon={<MessageIcon />}>
        <div>
          <h2 id="live-chat-title" className="support-card__title">
            Live Chat
          </h2>
          <p className={`live-chat__status live-chat__status--${connected ? 'connected' : 'online'}`} role="status">
            <span className="live-chat__dot" aria-hidden="true" />
            <span className="sr-only">Chat status: </span>
            {connected ? 'Connected' : 'Online'}
          </p>
        </div>
      </SupportCardHead>
      <p className="support-card__text">Talk to our team in real time during business hours.</p>
      <Button
        variant="primary"
        block
        disabled={connected}
        onClick={() => {
          setConnected(true);
          notification.success({ message: 'Live chat started!', description: 'A support agent will be with you shortly.' });
        }}
      >
        {connected ? 'Chat Active' : 'Start Live Chat'}
      </Button>
    </section>
  );
}
