import { Brackets, type ObjectLiteral } from 'typeorm';
import type { AdminPageQueryDto } from './admin-page-query.dto';

export const ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;
/** Far beyond any shop's history, yet small enough that PostgreSQL never sees an out-of-range OFFSET. */
export const MAX_ADMIN_OFFSET = 1_000_000;

/** One page of an admin list, newest first; the matching total goes in X-Total-Count (like GET /api/products). */
export interface AdminPage {
  search?: string;
  limit: number;
  offset: number;
}

/** The page a list query asks for, with the defaults filled in. */
export function adminPage(query: AdminPageQueryDto & { search?: string }): AdminPage {
  return { search: query.search?.trim(), limit: query.limit ?? ADMIN_PAGE_SIZE, offset: query.offset ?? 0 };
}

/** `%text%` for ILIKE, with the user's own % _ and \ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A list's search box over some text columns and an order number column: `query.where(...searchMatching(...))`.
 * Order numbers are read out grouped (GH-7KQ2-M9XD-...) but often typed without the dashes, so they match either way.
 */
export function searchMatching(search: string, textColumns: string[], orderNumberColumn: string): [Brackets, ObjectLiteral] {
  const compact = search.replace(/[\s-]/g, '');
  const brackets = new Brackets((where) => {
    for (const column of [...textColumns, orderNumberColumn]) where.orWhere(`${column} ILIKE :pattern`);
    if (compact) where.orWhere(`replace(${orderNumberColumn}, '-', '') ILIKE :compact`);
  });
  return [brackets, { pattern: containsPattern(search), compact: containsPattern(compact) }];
}
