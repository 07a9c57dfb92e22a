import { Initial1795306753172 } from './1795306753172-initial';

/** In order; a test fails when the entities need a change that no migration makes. */
export const allMigrations = [Initial1795306753172];
