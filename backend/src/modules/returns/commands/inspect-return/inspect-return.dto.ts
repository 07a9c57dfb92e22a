import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsString, Matches } from 'class-validator';
import { NestedObjects } from '../../../../shared/http/nested-objects.decorator';

export class InspectedLineDto {
  @IsString()
  @Matches(/^\d{1,2}$/, { message: 'orderItemId must be the index of a line of the order' })
  orderItemId: string;

  /** Unworn, tags on: its units go back on sale. */
  @IsBoolean()
  resellable: boolean;
}

/** What inspection found, for every line of the return. */
export class InspectReturnDto {
  @NestedObjects(() => InspectedLineDto)
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  lines: InspectedLineDto[];
}
