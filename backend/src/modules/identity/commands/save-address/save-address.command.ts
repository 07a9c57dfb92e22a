import { SavedAddressInputDto } from '../../dto/saved-address.dto';

export class SaveAddressCommand {
  constructor(
    readonly userId: string,
    readonly address: SavedAddressInputDto,
  ) {}
}
