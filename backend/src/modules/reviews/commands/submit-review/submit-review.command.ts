import { SubmitReviewDto } from './submit-review.dto';

export class SubmitReviewCommand {
  constructor(readonly review: SubmitReviewDto) {}
}
