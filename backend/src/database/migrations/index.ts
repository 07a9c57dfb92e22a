import { Initial1795306753172 } from './1795306753172-initial';
import { CatalogListingAndSearchIndexes1795313264475 } from './1795313264475-catalog-listing-and-search-indexes';
import { WiderIdempotencyKey1795559097456 } from './1795559097456-wider-idempotency-key';
import { Payments1795571085409 } from './1795571085409-payments';
import { Notifications1795581937490 } from './1795581937490-notifications';
import { ReviewSources1795642586279 } from './1795642586279-review-sources';
import { ShopSettingsAndPages1795642683166 } from './1795642683166-shop-settings-and-pages';
import { ProductPhotos1795642952288 } from './1795642952288-product-photos';
import { CartAdditionKeys1795656064305 } from './1795656064305-cart-addition-keys';
import { DemoPhotosAsMedia1795656154223 } from './1795656154223-demo-photos-as-media';
import { ProductVariants1795656263814 } from './1795656263814-product-variants';
import { SupplierCostReview1795670000000 } from './1795670000000-supplier-cost-review';
import { OrderClientKey1795680000000 } from './1795680000000-order-client-key';
import { DeliveryZones1795690000000 } from './1795690000000-delivery-zones';
import { PayOnDelivery1795691000000 } from './1795691000000-pay-on-delivery';
import { Webhooks1795692000000 } from './1795692000000-webhooks';
import { RiderAssignments1795693000000 } from './1795693000000-rider-assignments';
import { SwitchedOffAccounts1795694000000 } from './1795694000000-switched-off-accounts';
import { DemoSeeds1795695000000 } from './1795695000000-demo-seeds';
import { ApiKeys1795696000000 } from './1795696000000-api-keys';
import { SignInByPhone1795697000000 } from './1795697000000-sign-in-by-phone';
import { SearchThatForgives1795698000000 } from './1795698000000-search-that-forgives';
import { Promotions1795699100000 } from './1795699100000-promotions';
import { LiveChat1795702000000 } from './1795702000000-live-chat';

/** In order; a test fails when the entities need a change that no migration makes. */
export const allMigrations = [Initial1795306753172, CatalogListingAndSearchIndexes1795313264475, WiderIdempotencyKey1795559097456, Payments1795571085409, Notifications1795581937490, ReviewSources1795642586279, ShopSettingsAndPages1795642683166, ProductPhotos1795642952288, CartAdditionKeys1795656064305, DemoPhotosAsMedia1795656154223, ProductVariants1795656263814, SupplierCostReview1795670000000, OrderClientKey1795680000000, DeliveryZones1795690000000, PayOnDelivery1795691000000, Webhooks1795692000000, RiderAssignments1795693000000, SwitchedOffAccounts1795694000000, DemoSeeds1795695000000, ApiKeys1795696000000, SignInByPhone1795697000000, SearchThatForgives1795698000000, Promotions1795699100000, LiveChat1795702000000];
