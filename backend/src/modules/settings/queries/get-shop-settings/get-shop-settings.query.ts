export class GetShopSettingsQuery {}
