import { IsBoolean } from 'class-validator';

export class SetPromotionPausedDto {
  /** True pauses it (no new order gets it; orders placed keep their discount), false resumes it. */
  @IsBoolean()
  paused: boolean;
}
