import { UpdateShopPageDto } from './update-shop-page.dto';

export class UpdateShopPageCommand {
  constructor(
    readonly slug: string,
    readonly page: UpdateShopPageDto,
  ) {}
}
