export class SeedDemoDeliveryZonesCommand {}
