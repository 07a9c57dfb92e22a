/**
 * Delivery dates in Ghana (ADR 053): business days, public holidays, the one estimate every screen
 * and message shows, and SPEC's price list as the zone that applies when staff have set none.
 * Days are 'YYYY-MM-DD' strings of the Ghana calendar; imports only ./money and ./pricing.
 */
import type { Pesewas } from './money';
import { DELIVERY_OPTIONS, type DeliveryType, FREE_SHIPPING_THRESHOLD } from './pricing';

/** A choice at checkout: one of the three door-to-door types, or collecting from a pickup point. */
export const CHECKOUT_DELIVERY_TYPES = ['standard', 'next-day', 'same-day', 'pickup'] as const;
export type CheckoutDeliveryType = (typeof CHECKOUT_DELIVERY_TYPES)[number];

/**
 * Public holidays on a fixed date, as the Public Holidays and Commemorative Days (Amendment) Act
 * 2019 lists them. Farmers' Day (first Friday of December), Good Friday and Easter Monday are
 * computed; the two Eids are set by staff each year, since they follow the sighting of the moon.
 */
export const GHANA_FIXED_HOLIDAYS: readonly { month: number; day: number; name: string }[] = [
  { month: 1, day: 1, name: "New Year's Day" },
  { month: 1, day: 7, name: 'Constitution Day' },
  { month: 3, day: 6, name: 'Independence Day' },
  { month: 5, day: 1, name: 'May Day' },
  { month: 8, day: 4, name: "Founders' Day" },
  { month: 9, day: 21, name: 'Kwame Nkrumah Memorial Day' },
  { month: 12, day: 25, name: 'Christmas Day' },
  { month: 12, day: 26, name: 'Boxing Day' },
];

export interface Holiday {
  day: string;
  name: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** 'YYYY-MM-DD' moved by whole calendar days (negative goes back). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Western Easter Sunday (the anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

/**
 * The year's public holidays from the table and the computed ones, plus `setByStaff` (the Eids),
 * and the Monday after each that falls on a weekend: the Act moves the day off to the next working
 * day, so a holiday on a Sunday also closes the Monday (the next one free, for Christmas and Boxing Day).
 */
export function ghanaHolidays(year: number, setByStaff: readonly Holiday[] = []): Holiday[] {
  const easter = easterSunday(year);
  let firstFridayOfDecember = dayOf(year, 12, 1);
  while (weekdayOf(firstFridayOfDecember) !== 5) firstFridayOfDecember = addCalendarDays(firstFridayOfDecember, 1);
  const holidays: Holiday[] = [
    ...GHANA_FIXED_HOLIDAYS.map(({ month, day, name }) => ({ day: dayOf(year, month, day), name })),
    { day: addCalendarDays(easter, -2), name: 'Good Friday' },
    { day: addCalendarDays(easter, 1), name: 'Easter Monday' },
    { day: firstFridayOfDecember, name: "Farmers' Day" },
    ...setByStaff.filter((holiday) => holiday.day.startsWith(`${year}-`)),
  ].sort((a, b) => a.day.localeCompare(b.day));
  const closed = new Set(holidays.map((holiday) => holiday.day));
  const observed: Holiday[] = [];
  for (const holiday of holidays) {
    const weekday = weekdayOf(holiday.day);
    if (weekday !== 0 && weekday !== 6) continue;
    let monday = addCalendarDays(holiday.day, weekday === 0 ? 1 : 2);
    while (closed.has(monday)) monday = addCalendarDays(monday, 1);
    closed.add(monday);
    observed.push({ day: monday, name: `${holiday.name} (observed)` });
  }
  return [...holidays, ...observed].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Riders deliver Monday to Saturday: a business day is any day but a Sunday or a public holiday.
 * `holidays` is the set of closed days ('YYYY-MM-DD'), as `holidaysBetween` makes it.
 */
export function isBusinessDay(day: string, holidays: ReadonlySet<string>): boolean {
  return weekdayOf(day) !== 0 && !holidays.has(day);
}

/** The closed days of every year from `from`'s to a year after it: enough for any estimate. */
export function closedDays(from: string, setByStaff: readonly Holiday[] = []): Set<string> {
  const year = Number(from.slice(0, 4));
  return new Set([...ghanaHolidays(year, setByStaff), ...ghanaHolidays(year + 1, setByStaff)].map((holiday) => holiday.day));
}

/** The `count`-th business day after `day` (0: `day` itself when it is one, else the next one). */
export function addBusinessDays(day: string, count: number, holidays: ReadonlySet<string>): string {
  let current = day;
  if (count === 0) {
    while (!isBusinessDay(current, holidays)) current = addCalendarDays(current, 1);
    return current;
  }
  for (let left = count; left > 0; ) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current, holidays)) left -= 1;
  }
  return current;
}

/**
 * Ghana's offset from UTC, in minutes: 0 all year, with no daylight saving since 1942. Kept as a
 * figure rather than asked of Intl: the first Intl.DateTimeFormat a phone makes costs it tens of
 * milliseconds (docs/benchmarks.md), and the checkout reads the clock while it renders.
 */
export const GHANA_UTC_OFFSET_MINUTES = 0;

/** The Ghana calendar day and wall-clock time ('HH:MM') of an instant. */
export function ghanaClock(instant: Date): { day: string; time: string } {
  const local = new Date(instant.getTime() + GHANA_UTC_OFFSET_MINUTES * 60_000);
  return { day: local.toISOString().slice(0, 10), time: local.toISOString().slice(11, 16) };
}

/** A time of day in Ghana, 'HH:MM' on the 24-hour clock. */
export const CUTOFF_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** How one delivery type runs in one zone. Prices in pesewas. */
export interface DeliveryTerms {
  offered: boolean;
  price: Pesewas;
  /** Free when the subtotal reaches it; null: never free. */
  freeAbove: Pesewas | null;
  minDays: number;
  maxDays: number;
  /** Same-day only: orders placed after this Ghana time are not offered same-day; null: any time. */
  cutoff: string | null;
}

export type ZoneTerms = Record<DeliveryType, DeliveryTerms>;

/** SPEC §9 as zone terms: what every region gets while staff have set up no zone. */
export const SPEC_ZONE_TERMS: ZoneTerms = {
  standard: { offered: true, price: DELIVERY_OPTIONS.standard.fee, freeAbove: FREE_SHIPPING_THRESHOLD, minDays: 3, maxDays: 5, cutoff: null },
  'next-day': { offered: true, price: DELIVERY_OPTIONS['next-day'].fee, freeAbove: null, minDays: 1, maxDays: 1, cutoff: null },
  'same-day': { offered: true, price: DELIVERY_OPTIONS['same-day'].fee, freeAbove: null, minDays: 0, maxDays: 0, cutoff: null },
};

/** A pickup point has the parcel ready from the next business day, at the latest the one after. */
export const PICKUP_READY_DAYS = { minDays: 1, maxDays: 2 } as const;

export function deliveryPrice(terms: Pick<DeliveryTerms, 'price' | 'freeAbove'>, subtotal: Pesewas): Pesewas {
  return terms.freeAbove !== null && subtotal >= terms.freeAbove ? 0 : terms.price;
}

export interface DeliveryEstimate {
  /** The earliest and the latest Ghana day it arrives (the same day for a single date). */
  from: string;
  to: string;
}

/**
 * THE delivery estimate: what checkout shows, the order keeps, and the e-mail and tracking repeat.
 * Days count business days after the day of ordering (Ghana time); 0 is the day itself, offered
 * only on a business day before the cut-off. Null when the option cannot be had at `now`.
 */
export function estimateDelivery(
  terms: Pick<DeliveryTerms, 'minDays' | 'maxDays' | 'cutoff'>,
  now: Date,
  setByStaff: readonly Holiday[] = [],
): DeliveryEstimate | null {
  const { day, time } = ghanaClock(now);
  const holidays = closedDays(day, setByStaff);
  if (terms.minDays === 0) {
    // Same-day is a promise for today: after the cut-off, or on a day riders are off, it is not offered.
    if (!isBusinessDay(day, holidays)) return null;
    if (terms.cutoff !== null && time >= terms.cutoff) return null;
  }
  return { from: addBusinessDays(day, terms.minDays, holidays), to: addBusinessDays(day, terms.maxDays, holidays) };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// en-GB's short months as Intl writes them since CLDR 38: "Sept", not "Sep".
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** 'Mon 30 Nov', or 'Tue 1 Dec – Thu 3 Dec' for a range: the words every screen and message uses. */
export function formatDeliveryEstimate(estimate: DeliveryEstimate): string {
  const format = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  };
  return estimate.from === estimate.to ? format(estimate.from) : `${format(estimate.from)} – ${format(estimate.to)}`;
}

/** A Ghana day as the instant the order's date columns keep: its midnight, which is UTC midnight in Ghana. */
export function ghanaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
