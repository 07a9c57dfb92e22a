import { MessageKind } from '@shop/rules';
import { SupplierFacts } from '../domain/message-facts';
import { MessageDraft } from '../domain/message-draft';
import { emailDraft, MessageSettings } from './drafts';
import { EmailBlock } from './layout';

export type SupplierEvent = 'application-received' | 'face-verified' | 'face-rejected' | 'approved';

interface Wording {
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  footer: string;
}

/** Every supplier e-mail in both languages of the supplier portal (DECISIONS: en and zh-CN). */
function wording(event: SupplierEvent, supplier: SupplierFacts): Record<'en' | 'zh-CN', Wording> {
  const business = supplier.businessName;
  const texts: Record<SupplierEvent, Record<'en' | 'zh-CN', Omit<Wording, 'greeting' | 'footer'>>> = {
    'application-received': {
      en: {
        subject: 'We received your supplier application',
        heading: 'Application received',
        paragraphs: [
          `Thank you for applying to sell with Kente & Co as ${business}.`,
          'Our team will now check your selfie and government ID, then review your business details. We will e-mail you at each step.',
        ],
        button: 'Open the supplier portal',
      },
      'zh-CN': {
        subject: '我们已收到您的供应商申请',
        heading: '申请已收到',
        paragraphs: [`感谢 ${business} 申请成为 Kente & Co 的供应商。`, '我们的团队将核验您的自拍照和政府身份证件，然后审核您的企业信息。每一步完成后我们都会发邮件通知您。'],
        button: '打开供应商门户',
      },
    },
    'face-verified': {
      en: {
        subject: 'Your identity is verified',
        heading: 'Identity verified',
        paragraphs: [`We have verified the identity of ${business}'s applicant.`, 'Next, our team reviews your business details for approval. We will e-mail you when that is done.'],
        button: 'Open the supplier portal',
      },
      'zh-CN': {
        subject: '您的身份已通过验证',
        heading: '身份已验证',
        paragraphs: [`我们已完成 ${business} 申请人的身份验证。`, '接下来，我们的团队将审核您的企业信息。审核完成后我们会发邮件通知您。'],
        button: '打开供应商门户',
      },
    },
    'face-rejected': {
      en: {
        subject: 'We could not verify your identity',
        heading: 'Identity not verified',
        paragraphs: [
          `We could not verify the identity of ${business}'s applicant from the selfie and ID you sent.`,
          'If you think this is a mistake, please contact our support team; we will tell you what we need.',
        ],
        button: 'Contact support',
      },
      'zh-CN': {
        subject: '我们无法验证您的身份',
        heading: '身份未通过验证',
        paragraphs: [`根据您提交的自拍照和身份证件，我们无法验证 ${business} 申请人的身份。`, '如果您认为这是误判，请联系我们的客服团队，我们会告诉您需要补充的材料。'],
        button: '联系客服',
      },
    },
    approved: {
      en: {
        subject: 'Welcome to Kente & Co: your business is approved',
        heading: 'You are approved',
        paragraphs: [`Congratulations: ${business} is now an approved Kente & Co supplier.`, 'Sign in to the supplier portal to add your products. Customers see your cost price plus our 12% markup.'],
        button: 'Add your products',
      },
      'zh-CN': {
        subject: '欢迎加入 Kente & Co：您的企业已获批准',
        heading: '您已获批准',
        paragraphs: [`恭喜！${business} 现已成为 Kente & Co 的认证供应商。`, '请登录供应商门户添加您的产品。顾客看到的价格为您的成本价加上 12% 的加价。'],
        button: '添加产品',
      },
    },
  };
  return {
    en: { ...texts[event].en, greeting: `Hello ${supplier.contactPerson},`, footer: 'Supplier partnerships' },
    'zh-CN': { ...texts[event]['zh-CN'], greeting: `${supplier.contactPerson}，您好：`, footer: '供应商合作' },
  };
}

const KINDS: Record<SupplierEvent, MessageKind> = {
  'application-received': 'supplier-application-received',
  'face-verified': 'supplier-face-verified',
  'face-rejected': 'supplier-face-rejected',
  approved: 'supplier-approved',
};

export function supplierMessages(supplier: SupplierFacts, event: SupplierEvent, settings: MessageSettings): MessageDraft[] {
  const language = supplier.language === 'zh-CN' ? 'zh-CN' : 'en';
  const { subject, heading, greeting, paragraphs, button, footer } = wording(event, supplier)[language];
  const url = event === 'face-rejected' ? `${settings.shopUrl}/support` : `${settings.shopUrl}/supplier-login`;
  const blocks: EmailBlock[] = [...paragraphs.map((paragraph) => ({ paragraph })), { button: { label: button, url } }];
  return [
    emailDraft({ dedupKey: `supplier:${supplier.id}:${event}:email`, kind: KINDS[event], audience: 'supplier', reference: null }, supplier.email, subject, {
      heading,
      greeting,
      blocks,
      language,
      footer,
      contact: settings.contact,
    }),
  ];
}
