import { DELIVERY_OPTIONS, formatCedis, FREE_SHIPPING_THRESHOLD } from '@shop/rules';
import { ShopDetailsConfig } from '../../../config/app-config';
import { ShopPageSlug } from './shop-page-slugs';
import { SocialLink } from './shop-settings.entity';

/** A new shop's settings: the phone numbers and e-mail from the environment (or demo values), the rest from SPEC §9. */
export function defaultShopSettings(config: ShopDetailsConfig) {
  return {
    phone: config.phone,
    whatsapp: config.whatsapp,
    email: config.email,
    address: 'Kente & Co. Showroom\nBolgatanga Road, near the Central Market\nTamale, Northern Region\nGhana',
    businessHours: 'Monday to Friday: 9:00 – 18:00\nSaturday: 10:00 – 16:00\nSunday: Closed',
    socialLinks: [
      { name: 'Facebook', url: 'https://www.facebook.com/kenteandco' },
      { name: 'Instagram', url: 'https://www.instagram.com/kenteandco' },
      { name: 'X', url: 'https://x.com/kenteandco' },
      { name: 'TikTok', url: 'https://www.tiktok.com/@kenteandco' },
    ] as SocialLink[],
  };
}

const cedis = (pesewas: number) => formatCedis(pesewas, { fromPesewas: true });
const { standard, 'next-day': nextDay, 'same-day': sameDay } = DELIVERY_OPTIONS;

/** The policy pages a new shop opens with; the fees come from the same rules the checkout charges by. */
export const DEFAULT_SHOP_PAGES: Record<ShopPageSlug, { title: string; markdown: string }> = {
  shipping: {
    title: 'Shipping & Delivery',
    markdown: `We deliver to every region of Ghana. Standard orders leave our showroom within 1–2 business days.

## Delivery options and fees

| Option | Delivery time | Fee |
|---|---|---|
| ${standard.label} | ${standard.note} | ${cedis(standard.fee)}, **free on orders of ${cedis(FREE_SHIPPING_THRESHOLD)} or more** |
| ${nextDay.label} | ${nextDay.note} | ${cedis(nextDay.fee)} |
| ${sameDay.label} | ${sameDay.note} | ${cedis(sameDay.fee)} |

The fee is shown at checkout before you pay, together with the 5% tax. Free standard delivery is worked out on your subtotal before tax.

## Tracking your order

Every order gets an order number such as GH-ABCD-EFGH-JKMN. Enter it on the [Track Order](/track) page to see each step, from confirmation to delivery. We also send you an e-mail and a text when your order ships and when it is out for delivery.

## If you are not home

Our rider calls the phone number on your order before arriving. If nobody answers, we try again the next working day; after two attempts the parcel comes back to us and we contact you.

## Questions

[Contact us](/support) with your order number and we will answer within 24 hours.
`,
  },
  returns: {
    title: 'Returns & Exchanges',
    markdown: `We want you to love what you bought. If something is not right, you may return it within **14 days** of delivery.

## What can be returned

- Items that are **unworn, unwashed and still have their tags**.
- Items in their original packaging, with the order number.

## How to return an item

1. [Contact us](/support) within 14 days of delivery, choosing **Return/Exchange**, with your order number and the items you are sending back.
2. We reply within 24 hours with where to send or drop off the parcel.
3. Once the item reaches us and we have checked it, we refund you within 5 business days, to the Mobile Money wallet, card or PayPal account you paid with.

## Return shipping

- **Defective or wrong items**: we pay the return shipping and send a replacement or a full refund.
- **Change of mind**: you pay the return shipping; the original delivery fee is not refunded.

## Exchanges

Need another size or colour? Ask for an exchange in your message; if the item is in stock we send it as soon as your return arrives.
`,
  },
  privacy: {
    title: 'Privacy Policy',
    markdown: `Kente & Co. respects your privacy and handles your personal data in line with Ghana's **Data Protection Act, 2012 (Act 843)**. This page says what we keep, why, and for how long.

## What we keep and why

| Data | Why | How long |
|---|---|---|
| Name, e-mail, phone and delivery address on an order | To deliver your order, tell you about it by e-mail and text, and handle returns | 6 years after the order, as Ghana's tax law requires us to keep sales records |
| Your account (name, e-mail, password kept only as a one-way hash) | So you can sign in and see your orders | Until you ask us to close the account |
| Messages you send to support | To answer you and keep a record of what was agreed | 2 years after the last reply |
| Reviews you write | To show other shoppers; your first name is shown with them | Until you ask us to remove them |
| Supplier applications, including the selfie and ID image | To verify who we work with | While the supplier works with us, and 1 year after |

## Payments

We never see or store your card number or Mobile Money PIN. Payments are made on the pages of our payment providers (Paystack, PayPal); we keep only the payment's reference, amount and status.

## Cookies

We use only the cookies the shop needs to work: one that keeps your cart, and one that keeps you signed in. We use no advertising or tracking cookies.

## Who we share data with

Only with those who help us serve you: the courier who delivers your parcel, our payment providers, and the companies that send our e-mails and texts. We never sell your data.

## Your rights

You may ask to see the data we hold about you, to correct it, or to delete it where the law allows. [Contact us](/support) and we will answer within 24 hours. You may also complain to the Data Protection Commission of Ghana.
`,
  },
  terms: {
    title: 'Terms of Service',
    markdown: `These terms apply to every order placed on the Kente & Co. online shop. By placing an order you accept them.

## Prices and payment

- Prices are in Ghana cedis (₵) and include no tax; 5% tax and the delivery fee are added at checkout, before you pay.
- You may pay with Mobile Money (MTN, Telecel, AirtelTigo), Visa or Mastercard, or PayPal.
- An unpaid order holds its items for a short time only; after that it is cancelled and the items go back on sale.

## Orders

- An order is accepted when you receive its order number. If an item sells out or a price is wrong, we tell you before we take any payment for it.
- We may cancel an order we cannot fulfil; any payment is then refunded in full.

## Delivery and returns

Delivery times and fees are on our [Shipping & Delivery](/shipping) page; returns and exchanges on our [Returns & Exchanges](/returns) page.

## Products

Our pieces are handmade; small differences in colour and pattern from the photos are part of their character and are not a defect.

## Reviews

Reviews must be honest and about the product. We may remove reviews that are abusive or unrelated.

## Privacy

How we handle your data is described in our [Privacy Policy](/privacy).

## Contact

Questions about these terms? [Contact us](/support).
`,
  },
};
