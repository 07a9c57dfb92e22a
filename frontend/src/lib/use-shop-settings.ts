import { useGetShopSettings } from '../api/generated/endpoints/settings/settings';
import type { ShopSettingsDto } from '../api/generated/model';

/** "Monday to Friday: 9:00 – 18:00" -> days "Monday to Friday", hours "9:00 – 18:00"; a line without ": " is all days. */
export function businessHoursRows(text: string): { days: string; hours: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const split = line.indexOf(': ');
      return split > 0 ? { days: line.slice(0, split), hours: line.slice(split + 2) } : { days: line, hours: '' };
    });
}

/**
 * The shop's own details (GET /api/settings), as staff set them in the admin Settings tab. Every
 * page is served with them preloaded, so the footer and the support page have them on first render;
 * undefined only while a signed-in visitor's copy loads (or if the API cannot answer).
 */
export function useShopSettings(): ShopSettingsDto | undefined {
  // Staff change them rarely; one read per visit is plenty.
  const query = useGetShopSettings({ query: { staleTime: 10 * 60 * 1000 } });
  return query.data?.data;
}
