import { SavedAddressInputDto } from '../../dto/saved-address.dto';

export class UpdateAddressCommand {
  constructor(
    readonly userId: string,
    readonly id: string,
    readonly address: SavedAddressInputDto,
  ) {}
}
