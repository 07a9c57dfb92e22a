/**
 * The demo catalog's photos, made by backend/scripts/make-seed-photos.mjs (do not edit): each one's
 * name, as demo-catalog.ts lists it, with its media key, ThumbHash placeholder and size. The files
 * are backend/seed-photos/<key>-<width>.<format>; the seed copies them into the photo store.
 */
export interface DemoPhoto {
  key: string;
  placeholder: string;
  width: number;
  height: number;
}

export const demoPhotos: Record<string, DemoPhoto> = {
  'asante-kente-stole-gold-green-1': { key: 'd3ce8d927623a0a0589d33090b6253eb', placeholder: 'MxkOHwL4V1h6hod7hXiIl2eHh1A3CHUC', width: 1200, height: 1200 },
  'asante-kente-stole-gold-green-2': { key: '2937663d1554edcad6c7e3e55f92c1d4', placeholder: '3CoGDwLSpIfztIkseniZloeH6PMTCogA', width: 1200, height: 1200 },
  'ewe-kente-full-cloth-indigo-gold-1': { key: 'b274b12ea1c0127e6ba097aac4cad5ab', placeholder: 'L_gNFwLouHeLdnd_dGaHiHeFd2EHJnYA', width: 1200, height: 1200 },
  'ewe-kente-full-cloth-indigo-gold-2': { key: '35cc383818f658e6314c0cc4b62ab601', placeholder: 'K_gNDwD5t4d5d4d_hXZ4uGd3eHAIBsYA', width: 1200, height: 1200 },
  'ewe-kente-full-cloth-indigo-gold-3': { key: 'ee61db83137bbf892c92f32c25e20b0b', placeholder: 'mggCDwK8YnudjJ-Z29Y9WEdW94VKj7UF', width: 1200, height: 1200 },
  'northern-smock-fugu-indigo-stripe-1': { key: 'd4a637a98aa1651df610e0ae76e72688', placeholder: 'LwgKFwL4mGd7dod8dZeHqGeFiI_X-HgN', width: 1200, height: 1200 },
  'northern-smock-fugu-indigo-stripe-2': { key: '8a1c71aa88e57d31a8521ac2147f295c', placeholder: '5wcKFwKYeIh_eXd8eMh3t3eJiPKnCH8I', width: 1200, height: 1200 },
  'northern-smock-fugu-indigo-stripe-3': { key: '3288164b290456b813c25f19b8eb91d7', placeholder: 'o_cBDwD0xZfkpIVMeWiJl4aGCB7O0OEM', width: 1200, height: 1200 },
  'batakari-chiefs-smock-red-black-1': { key: '9685dea1123cfa451e68371ca9553898', placeholder: '6UgSDwT4l2d6hod8hZeIp2h1iEAXB4UB', width: 1200, height: 1200 },
  'adinkra-stamped-cloth-ntonso-russet-1': { key: '1cf1cfe369422caea02d956291913a47', placeholder: 'J0kOFwb4yJd6d4d_hXZ3uGeGeFAHB3YA', width: 1200, height: 1200 },
  'kaba-and-slit-set-ankara-sunburst-1': { key: '542c2665f8f73fcca402e35168648e1f', placeholder: '8igOPwb4Z2d5h4h5hph3mHd4eXBoB3cG', width: 1200, height: 1200 },
  'kaba-and-slit-set-ankara-sunburst-2': { key: '7f206a57b9349210b26131b10cf943fc', placeholder: 'aUoGJwT42Ld6c3R9d7en95eKiHBIB3cD', width: 1200, height: 1200 },
  'ankara-bomber-jacket-blue-swirl-1': { key: '731e7cc04bddd23306c92b0224021b1f', placeholder: 'cBgKHwT4qId7d4d9dnV4uGeFiXAHGHcA', width: 1200, height: 1200 },
  'ankara-bomber-jacket-blue-swirl-2': { key: '8f0d5b15a00098ee3910ae1b37da51cd', placeholder: 'ZUkCDwLixIfyo6Q9emmZtYZX6PIxLh8D', width: 1200, height: 1200 },
  'kente-trim-denim-jacket-1': { key: 'c9778caffb2d468c3f49b258ff09a481', placeholder: 'LfgNHwToqId5h4d_dXZ4l2eHdnv3yHcP', width: 1200, height: 1200 },
  'wax-print-wrap-midi-dress-orange-blossom-1': { key: '5d02a815dba6364c089de74f96b340f0', placeholder: 'czkOLwT4V2h7hnd5hol4p2h3iGBnCHUH', width: 1200, height: 1200 },
  'adinkra-print-hoodie-sankofa-black-1': { key: 'b0ce3c3c6b995785144e989d39ccd371', placeholder: 'phgSBwD4l4d5eHd-dXZ4qGd3eAwot4AH', width: 1200, height: 1200 },
  'ankara-print-joggers-green-geometric-1': { key: '686d70595acb0f974407cdf79f997bed', placeholder: 'b-gRDwT4V2d5h4eKdoh3mGeIeWAo94gN', width: 1200, height: 1200 },
  'bolgatanga-straw-market-basket-1': { key: '61a7ebf4db17df65ea73226f76989f15', placeholder: 'sggKFwL4h2d7hYh9hGaId3eHd1AYB4YB', width: 1200, height: 1200 },
  'bolgatanga-straw-market-basket-2': { key: 'aee9fdff16f5cca4e7c323d559b5595f', placeholder: '7hgOFwL4l2h3eIh-hXaHmFiIiIAXCIkB', width: 1200, height: 1200 },
  'bolgatanga-straw-market-basket-3': { key: 'b781d1651d89c9fcfda2fd30b804980f', placeholder: 'oikKFwSYiHh1dnaPiUhnN5iIifToWI0P', width: 1200, height: 1200 },
  'krobo-glass-bead-necklace-sunset-1': { key: '640fdf68f78a4c39220219d0285e43a6', placeholder: 'uBgGDwCox5d_g4l7eUKoxzeEiQUnV4AF', width: 1200, height: 1200 },
  'krobo-glass-bead-necklace-sunset-2': { key: '73c9655d8690d3c5bd566d872f255e4a', placeholder: '8ygKFwKIeId8dYd_eRe4mEh6hVkIFpAB', width: 1200, height: 1200 },
  'kente-envelope-clutch-royal-purple-1': { key: '246682d6f4075ce4d62b1e3b6e0bdaf4', placeholder: 'MhgOFwLYmHd7hod_dEaYV5h5h3IHN3MA', width: 1200, height: 1200 },
  'ankara-headwrap-duku-yellow-teal-1': { key: '21b85cc2f71b368cd56f854e192794ab', placeholder: 'MvgNFwL4N5iJdoiKdXiHeHd4eJBXCIYF', width: 1200, height: 1200 },
  'adinkra-brass-pendant-sankofa-1': { key: '7d085fc526e0456d78db4a7ffedfe107', placeholder: '9RgGFwL4R3h-g3l5hji4p2d3hyBHB3EE', width: 1200, height: 1200 },
  'tamale-leather-crossbody-bag-red-1': { key: 'cef13c79b990d06e2a5a1e2b2dca2975', placeholder: '8DgODwb4h0d8hYd9hFeoh3eHeTAYB4QC', width: 1200, height: 1200 },
  'tamale-leather-crossbody-bag-red-2': { key: 'b252b683b3ddbc59c44b481e74eee0b1', placeholder: 'm4kKDwKIqKh0d3Z_d0iI-HeFe9AHF34A', width: 1200, height: 1200 },
  'embroidered-dashiki-shirt-royal-blue-1': { key: '5cb0fcc3155b95e00d4f7096e272ef36', placeholder: 'r_cRDwL4d2d5hoh8hZiIl2eGd7n4B48J', width: 1200, height: 1200 },
  'embroidered-dashiki-shirt-royal-blue-2': { key: 'f6c2ed1eebb7373f684ad967b9003101', placeholder: '3ScORw54iIePh3iMiLeIqId5eLBIB3oD', width: 1200, height: 1200 },
  'tamale-kaftan-white-gold-embroidery-1': { key: 'e9c4bc1df372bb3d08f503fc030d5bd2', placeholder: 'txgGBwCYp8d_hoZ2eoVXeIeIeCb394UP', width: 1200, height: 1200 },
  'ankara-short-sleeve-shirt-green-leaf-1': { key: '146c044341786a26ea666dbe3f0047da', placeholder: 'b9gNDwb4d2d5h3h8hZiHl2eGd2Ao94gN', width: 1200, height: 1200 },
  'three-piece-agbada-wine-red-1': { key: 'e43beac63da2138ddfadd4852c03cb98', placeholder: '41gSDwjYl5h7h4d_iHZ4l2h2mGIHJ4YA', width: 1200, height: 1200 },
  'fugu-vest-charcoal-white-stripe-1': { key: '47d8ebd017388e441e4b5963d4e90dcd', placeholder: '8_cNDwL4d1d6dod7hXiHqGeHeHBIB4gE', width: 1200, height: 1200 },
  'ankara-slim-trousers-blue-diamond-1': { key: '9fc2c31bbaa93b12f2f1df821808b912', placeholder: 'sPcRBwL4Z0d5d4d6hYh3mGeHeY-4B4YE', width: 1200, height: 1200 },
  'ankara-peplum-top-pink-hibiscus-1': { key: '8e2aca94bebd01145c59fae6c06311ad', placeholder: 'dygGBwT4d2eIeHh-g6h3d4iJdEAHB4kB', width: 1200, height: 1200 },
  'kente-maxi-skirt-gold-red-1': { key: '8e383511ad84fd1ca2d689cabae20b3e', placeholder: 'bUkSHwb4Z2h7doZ6hXh4l2iHiUA3CHQD', width: 1200, height: 1200 },
  'dashiki-kaftan-dress-purple-1': { key: 'a05e9bf2a71476cff9fe9718bd5d2fa6', placeholder: '7icODwb4h2d5hnl9dpaIh2d2ePD4B4gD', width: 1200, height: 1200 },
  'wax-print-wide-leg-jumpsuit-orange-1': { key: '808ef4af472f2adefc9d3261b12a7a53', placeholder: 'cDkOJwT4V2d7doZ5hYl3mGeHeVBYB3UE', width: 1200, height: 1200 },
  'kente-off-shoulder-evening-gown-royal-blue-1': { key: '6108ed92cf353a58e46f7ddf380f2d94', placeholder: 'MvgNFwL4Z3d8hYd5hol3mHiGiHBXCHkE', width: 1200, height: 1200 },
  'kente-off-shoulder-evening-gown-royal-blue-2': { key: '1c40a9e75c7d882df44ee496511dabf2', placeholder: 'qwgOHwL4p2d6hnd4hrh3p3iJeMBoKX8G', width: 1200, height: 1200 },
  'kente-off-shoulder-evening-gown-royal-blue-3': { key: 'aaef65255b44b37a9d4ac60c58d0f0b0', placeholder: 'WwgGDwKwtXfy1YcciWiZl4eIp4QE9VcL', width: 1200, height: 1200 },
  'childrens-dashiki-set-yellow-1': { key: '776c5095469845de6e023edfab1d61b9', placeholder: 'NBkKHwL4R3h5h3h7hZl4p1eGdXAXB3IA', width: 1200, height: 1200 },
  'girls-ankara-party-dress-pink-green-1': { key: 'a78f6ec8ad30f27f47ed9ec8d1c357d3', placeholder: 'MAgODwT4d2d7doZ6hXl3qGeGeVBYB4UF', width: 1200, height: 1200 },
};
