/** Nothing to choose: the defaults come from the configuration and SPEC §9. */
export class SeedShopDetailsCommand {}
