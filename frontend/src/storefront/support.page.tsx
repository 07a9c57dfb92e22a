import { useSearchParams } from 'react-router-dom';
import { BusinessHours } from './support/business-hours';
import { ContactMethods } from './support/contact-methods';
import { LiveChatCard } from './support/live-chat-card';
import { PageHeader } from './components/page-header';
import { SupportFaq } from './support/support-faq';
import { SupportMessageForm } from './support/support-message-form';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import './components/info-forms.css';
import './support.css';

/** SPEC §2 "Support (/support)": contact methods, live chat, hours, message form and FAQ. */
export default function SupportPage() {
  const [params] = useSearchParams();
  useScrollToHash();
  const order = (params.get('order') ?? '').trim().slice(0, 50);
  const product = (params.get('product') ?? '').trim().slice(0, 100);
  return (
    <div className="container page support-page">
      <PageHeader title="Customer Support" subtitle="Questions about an order, a size or a return? We're here to help." />
      <ContactMethods />
      <div className="support-layout">
        <div className="surface surface--padded support-layout__form">
          <SupportMessageForm initialOrderNumber={order} />
        </div>
        <div className="support-layout__side">
          <LiveChatCard context={order ? `order ${order}` : product ? `the ${product}` : null} />
          <BusinessHours />
        </div>
      </div>
      <SupportFaq />
    </div>
  );
}
