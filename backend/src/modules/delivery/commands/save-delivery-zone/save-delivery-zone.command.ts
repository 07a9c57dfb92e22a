import { SaveDeliveryZoneDto } from '../../dto/delivery-zone.dto';

export class SaveDeliveryZoneCommand {
  constructor(
    readonly zone: SaveDeliveryZoneDto,
    /** Null creates a zone; an id replaces that one. */
    readonly id: string | null = null,
  ) {}
}
