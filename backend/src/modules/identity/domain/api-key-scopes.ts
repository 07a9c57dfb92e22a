/**
 * The console's areas an API key can be granted, each as `<area>:read` (GET) and `<area>:write`
 * (every other method). A controller names its area with AdminOnly(area); the backups and the keys
 * themselves name none: a key can neither download the whole database nor make more keys.
 */
export const API_KEY_AREAS = ['catalog', 'orders', 'suppliers', 'riders', 'delivery', 'messages', 'support', 'settings', 'reports', 'webhooks', 'promotions'] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];

/** Areas with nothing to change through the API: the dashboard's figures. */
const READ_ONLY_AREAS: readonly ApiKeyArea[] = ['reports'];

export type ApiKeyScope = `${ApiKeyArea}:${'read' | 'write'}`;
export const API_KEY_SCOPES: readonly ApiKeyScope[] = API_KEY_AREAS.flatMap((area): ApiKeyScope[] => (READ_ONLY_AREAS.includes(area) ? [`${area}:read`] : [`${area}:read`, `${area}:write`]));

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The scope a call needs: reading or changing the area. */
export function scopeFor(area: ApiKeyArea, method: string): ApiKeyScope {
  return `${area}:${READ_METHODS.has(method.toUpperCase()) ? 'read' : 'write'}`;
}
