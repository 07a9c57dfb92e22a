/** SPEC §9: the subjects a shopper picks from. */
export const SUPPORT_SUBJECTS = [
  'Order Issue',
  'Product Question',
  'Shipping Inquiry',
  'Return/Exchange',
  'Payment Issue',
  'Size Guide Help',
  'Product Availability',
  'General Inquiry',
] as const;

export const SUPPORT_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const;
export const SUPPORT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
