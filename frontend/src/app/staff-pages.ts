/*
 * The staff pages (admin console, rider's round), reached through this lazy chunk: the storefront's
 * first load then carries one import here instead of the list of every file those pages need.
 */
export { withAntApp } from '../components/ant-app-scope';
export const adminPage = () => import('../admin/admin.page');
export const riderPage = () => import('../rider/rider.page');
