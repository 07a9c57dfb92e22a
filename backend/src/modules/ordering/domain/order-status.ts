/** SPEC §4: the timeline in order; cancelled only gets a badge. */
export const ORDER_TIMELINE = ['ordered', 'confirmed', 'processing', 'shipped', 'out-for-delivery', 'delivered'] as const;
export const ORDER_STATUSES = [...ORDER_TIMELINE, 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The timestamp column each status sets when an admin moves an order there. */
export const STAGE_TIMESTAMP: Record<(typeof ORDER_TIMELINE)[number], string> = {
  ordered: 'orderedAt',
  confirmed: 'confirmedAt',
  processing: 'processingAt',
  shipped: 'shippedAt',
  'out-for-delivery': 'outForDeliveryAt',
  delivered: 'deliveredAt',
};


