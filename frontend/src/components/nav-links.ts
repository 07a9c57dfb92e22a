/** SPEC §2 header navigation (Admin is added for signed-in admins by the auth work). */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/products', label: 'Products', end: false },
  { to: '/about', label: 'About', end: false },
  { to: '/support', label: 'Support', end: false },
  { to: '/track', label: 'Track Order', end: false },
] as const;

export const LOGIN_HREF = '/api/login';
