/** SPEC §2 header navigation. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/products', label: 'Products', end: false },
  { to: '/about', label: 'About', end: false },
  { to: '/support', label: 'Support', end: false },
  { to: '/track', label: 'Track Order', end: false },
] as const;

/** SPEC §2 adds Admin when signed in; DECISIONS narrows it to admins, the only ones it would serve. */
export const ADMIN_NAV_LINK = { to: '/admin', label: 'Admin', end: false } as const;

export function navLinks(isAdmin: boolean): readonly { to: string; label: string; end: boolean }[] {
  return isAdmin ? [...NAV_LINKS, ADMIN_NAV_LINK] : NAV_LINKS;
}
