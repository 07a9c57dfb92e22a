import { DELIVERY_OPTIONS, formatCedis } from '@shop/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FREE_SHIPPING_TEXT } from '../../lib/shop-info';
import { TitledSection } from '../components/titled-section';

const fee = (type: keyof typeof DELIVERY_OPTIONS) => formatCedis(DELIVERY_OPTIONS[type].fee, { fromPesewas: true });

/** Body measurements in centimetres (a guide: traditional smocks and kaftans are cut loose). */
const SIZE_CHART = [
  { size: 'XS', chest: '80–85', waist: '64–69', hips: '86–91' },
  { size: 'S', chest: '86–91', waist: '70–75', hips: '92–97' },
  { size: 'M', chest: '92–99', waist: '76–83', hips: '98–105' },
  { size: 'L', chest: '100–107', waist: '84–91', hips: '106–113' },
  { size: 'XL', chest: '108–115', waist: '92–99', hips: '114–121' },
  { size: 'XXL', chest: '116–123', waist: '100–107', hips: '122–129' },
];

interface Question {
  question: string;
  answer: ReactNode;
}

function FaqGroup({ id, title, intro, questions }: { id: string; title: string; intro?: ReactNode; questions: Question[] }) {
  return (
    <section id={id} className="faq-group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="faq-group__title">
        {title}
      </h3>
      {intro}
      <div className="faq-group__items">
        {questions.map((item) => (
          <details key={item.question} className="faq-item">
            <summary className="faq-item__question">{item.question}</summary>
            <div className="faq-item__answer">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}

const SIZE_QUESTIONS: Question[] = [
  {
    question: 'How do I find my size?',
    answer: (
      <>
        <p>Measure your chest at its fullest, your natural waist and your hips at their widest, with the tape snug but not tight. Then match the measurements to the chart (body measurements, in centimetres):</p>
        <div className="size-chart">
          <table>
            <caption className="sr-only">Body measurements by size, in centimetres</caption>
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col">Chest</th>
                <th scope="col">Waist</th>
                <th scope="col">Hips</th>
              </tr>
            </thead>
            <tbody>
              {SIZE_CHART.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  <td>{row.chest}</td>
                  <td>{row.waist}</td>
                  <td>{row.hips}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    question: 'How do smocks and kaftans fit?',
    answer: <p>Northern smocks (fugu, batakari) and kaftans are made to sit loose and flowing. If you are between sizes and prefer a neater fit, choose the smaller size.</p>,
  },
  {
    question: 'Still not sure?',
    answer: (
      <p>
        Send us your measurements with the subject <strong>Size Guide Help</strong> using the form above, or message us on WhatsApp, and we'll recommend a size.
      </p>
    ),
  },
];

const RETURN_QUESTIONS: Question[] = [
  {
    question: 'What is your return policy?',
    answer: <p>You can return items within 14 days of delivery, as long as they are unworn and still have their tags.</p>,
  },
  {
    question: 'How do I start a return or exchange?',
    answer: (
      <p>
        Send us a message with the subject <strong>Return/Exchange</strong> and your order number. We'll reply within 24 hours with where to send the item.
      </p>
    ),
  },
  {
    question: 'Who pays for return shipping?',
    answer: <p>If an item arrived damaged or faulty, return shipping is free: we cover it. For other returns, the return shipping is yours to arrange.</p>,
  },
];

const GENERAL_QUESTIONS: Question[] = [
  {
    question: 'How long does delivery take?',
    answer: (
      <p>
        We ship orders within 1-2 business days. Standard delivery then takes 2-4 days within Ghana. At checkout you can also choose next-day delivery ({fee('next-day')}) or same-day delivery
        within 6 hours ({fee('same-day')}).
      </p>
    ),
  },
  {
    question: 'How much is shipping?',
    answer: (
      <p>
        Standard shipping is free on orders over {FREE_SHIPPING_TEXT} within Ghana, and {fee('standard')} below that.
      </p>
    ),
  },
  {
    question: 'How can I pay?',
    answer: <p>By Mobile Money (MTN, Telecel and AirtelTigo), by card (Visa and Mastercard) or with PayPal. We never store your payment details.</p>,
  },
  {
    question: 'How do I track my order?',
    answer: (
      <p>
        Enter your order number on the <Link to="/track">Track Order</Link> page to see each step, from confirmation to delivery.
      </p>
    ),
  },
  {
    question: 'Are your products authentic?',
    answer: <p>Yes. Our Kente is handwoven in Bonwire and our smocks are woven and tailored in northern Ghana, by the makers we work with directly.</p>,
  },
];

/** SPEC §2 FAQ accordion; the section ids are the footer's anchors (/support#size-guide, #returns, #faq). */
export function SupportFaq() {
  return (
    <TitledSection className="support-faq" title="Frequently Asked Questions">
      <div className="support-faq__groups">
        <FaqGroup id="faq" title="Shipping, payment and orders" questions={GENERAL_QUESTIONS} />
        <FaqGroup id="size-guide" title="Size guide" questions={SIZE_QUESTIONS} />
        <FaqGroup id="returns" title="Returns and exchanges" questions={RETURN_QUESTIONS} />
      </div>
    </TitledSection>
  );
}
