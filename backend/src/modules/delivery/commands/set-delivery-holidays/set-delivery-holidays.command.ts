import { SetDeliveryHolidaysDto } from '../../dto/delivery-holiday.dto';

export class SetDeliveryHolidaysCommand {
  constructor(readonly input: SetDeliveryHolidaysDto) {}
}
