import { SavePickupPointDto } from '../../dto/pickup-point.dto';

export class SavePickupPointCommand {
  constructor(
    readonly point: SavePickupPointDto,
    /** Null creates a point; an id replaces that one. */
    readonly id: string | null = null,
  ) {}
}
