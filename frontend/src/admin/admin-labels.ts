import {
  ChangeOrderStatusDtoStatus,
  ProductFieldsDtoCategory,
  ProductFieldsDtoColorsItem,
  ProductFieldsDtoSizesItem,
  SupportRequestDtoPriority,
  SupportRequestDtoStatus,
  type OrderDto,
  type SupportRequestDto,
} from '../api/generated/model';
import { STATUS_LABELS } from '../lib/order-progress';
import { STOREFRONT_CATEGORIES } from '../lib/categories';

export type OrderStatus = OrderDto['orderStatus'];
export type SupportStatus = SupportRequestDto['status'];
export type SupportPriority = SupportRequestDto['priority'];

/** SPEC §9 "Admin lists" (the server's enums, in its order): the storefront's categories plus children. */
export const ADMIN_CATEGORIES = Object.values(ProductFieldsDtoCategory).map((value) => ({
  value,
  label: STOREFRONT_CATEGORIES.find((category) => category.value === value)?.label ?? (value === 'children' ? "Children's Collection" : value),
}));
export const ADMIN_SIZES = Object.values(ProductFieldsDtoSizesItem);
export const ADMIN_COLORS = Object.values(ProductFieldsDtoColorsItem);

export function adminCategoryLabel(value: string): string {
  return ADMIN_CATEGORIES.find((category) => category.value === value)?.label ?? value;
}

/** SPEC §4: every status, in timeline order, cancelled last; the admin may pick any of them. */
export const ORDER_STATUSES = Object.values(ChangeOrderStatusDtoStatus);
export function orderStatusLabel(status: string): string {
  return STATUS_LABELS[status as OrderStatus] ?? status;
}

export const SUPPORT_STATUSES = Object.values(SupportRequestDtoStatus);
const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = { open: 'Open', 'in-progress': 'In Progress', resolved: 'Resolved', closed: 'Closed' };
export function supportStatusLabel(status: string): string {
  return SUPPORT_STATUS_LABELS[status as SupportStatus] ?? status;
}

export const SUPPORT_PRIORITIES = Object.values(SupportRequestDtoPriority);
export function priorityLabel(priority: string): string {
  return priority.charAt(0).toUpperCase() + priority.slice(1);
}

/** SPEC §9: the short product id is its first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
