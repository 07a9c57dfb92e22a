/**
 * When someone is there to answer (issue 35): the shop's business hours as staff write them in the
 * Settings tab, one line per day range ("Monday to Friday: 9:00 – 18:00", "Sunday: Closed"), read
 * as Ghana time. Ghana keeps GMT all year (no daylight saving), so Ghana time is UTC.
 *
 * Text that cannot be read as a schedule gives null: the live chat then claims neither "online" nor
 * an opening time, rather than guessing one.
 */

/** Minutes since midnight, [from, to). */
export interface OpenInterval {
  from: number;
  to: number;
}

/** Index 0 = Sunday, as Date#getUTCDay. */
export type WeeklyHours = OpenInterval[][];

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
export const DAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function dayIndex(word: string): number | null {
  // "Mon", "Tues.", "Thursday", "Sundays"
  const name = word.trim().toLowerCase().replace(/\.$/, '').replace(/(day)s$/, '$1');
  if (name.length < 3) return null;
  const index = DAY_NAMES.findIndex((day) => day.startsWith(name));
  return index < 0 ? null : index;
}

const RANGE = /\s*(?:to|through|till|until|–|—|-)\s*/i;

/** "Monday to Friday", "Mon–Fri", "Saturday, Sunday", "Every day", "Weekdays" -> day indexes; null when unreadable. */
function readDays(text: string): number[] | null {
  const days = new Set<number>();
  for (const part of text.split(/\s*(?:,|&|\band\b)\s*/i).filter(Boolean)) {
    const word = part.trim().toLowerCase();
    if (/^(every ?day|daily|all week|mon(day)?\s*(to|-|–)\s*sun(day)?)$/.test(word)) [0, 1, 2, 3, 4, 5, 6].forEach((day) => days.add(day));
    else if (/^week ?days$/.test(word)) [1, 2, 3, 4, 5].forEach((day) => days.add(day));
    else if (/^week ?ends?$/.test(word)) [0, 6].forEach((day) => days.add(day));
    else {
      const ends = part.split(RANGE);
      if (ends.length > 2) return null;
      const first = dayIndex(ends[0]);
      const last = ends.length === 2 ? dayIndex(ends[1]) : first;
      if (first === null || last === null) return null;
      for (let day = first; ; day = (day + 1) % 7) {
        days.add(day);
        if (day === last) break;
      }
    }
  }
  return days.size ? [...days] : null;
}

/** "9:00", "9", "9am", "6:30 pm", "18.00" -> minutes since midnight; null when unreadable. */
function readTime(text: string): number | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** "9:00 – 18:00", "9am-1pm, 2pm-6pm", "Closed", "24 hours" -> intervals; null when unreadable. */
function readIntervals(text: string): OpenInterval[] | null {
  const word = text.trim().toLowerCase();
  if (/^closed$/.test(word)) return [];
  if (/^(24 ?hours|open 24 hours|all day)$/.test(word)) return [{ from: 0, to: 24 * 60 }];
  const intervals: OpenInterval[] = [];
  for (const part of text.split(/\s*(?:,|&|\band\b)\s*/i).filter(Boolean)) {
    const ends = part.split(RANGE);
    if (ends.length !== 2) return null;
    const from = readTime(ends[0]);
    const to = readTime(ends[1]);
    if (from === null || to === null || to <= from) return null;
    intervals.push({ from, to });
  }
  return intervals.length ? intervals : null;
}

/** The week the business-hours text describes; a day no line names is closed. Null when any line is unreadable. */
export function parseBusinessHours(text: string): WeeklyHours | null {
  const week: WeeklyHours = [[], [], [], [], [], [], []];
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.length) return null;
  for (const line of lines) {
    const split = line.indexOf(': ');
    if (split <= 0) return null;
    const days = readDays(line.slice(0, split));
    const intervals = readIntervals(line.slice(split + 2));
    if (!days || !intervals) return null;
    for (const day of days) week[day] = intervals;
  }
  return week.some((day) => day.length) ? week : null;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Whether the shop is open at `now` (Ghana time = UTC). */
export function isOpenAt(week: WeeklyHours, now: Date): boolean {
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return week[now.getUTCDay()].some(({ from, to }) => minute >= from && minute < to);
}

/** The next moment the shop opens after `now` (within the coming week), or null if it never opens. */
export function nextOpening(week: WeeklyHours, now: Date): Date | null {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const minuteNow = Math.floor((now.getTime() - midnight) / MINUTE);
  for (let offset = 0; offset <= 7; offset++) {
    const day = (now.getUTCDay() + offset) % 7;
    const starts = week[day].map(({ from }) => from).filter((from) => offset > 0 || from > minuteNow);
    if (starts.length) return new Date(midnight + offset * DAY + Math.min(...starts) * MINUTE);
  }
  return null;
}

function clock(date: Date): string {
  return `${date.getUTCHours()}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
}

/** "today at 9:00", "tomorrow at 10:00", "Monday at 9:00" (Ghana time), seen from `now`. */
export function describeOpening(opening: Date, now: Date): string {
  const days = Math.round((Date.UTC(opening.getUTCFullYear(), opening.getUTCMonth(), opening.getUTCDate()) - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) / DAY);
  const day = days === 0 ? 'today' : days === 1 ? 'tomorrow' : DAY_LABELS[opening.getUTCDay()];
  return `${day} at ${clock(opening)}`;
}

/** What the live chat may truthfully say: open now, opening later, or unknown hours. */
export type ChatAvailability = { state: 'open' } | { state: 'closed'; opensAt: Date | null } | { state: 'unknown' };

export function chatAvailability(businessHours: string, now: Date): ChatAvailability {
  const week = parseBusinessHours(businessHours);
  if (!week) return { state: 'unknown' };
  if (isOpenAt(week, now)) return { state: 'open' };
  return { state: 'closed', opensAt: nextOpening(week, now) };
}
