import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit } from '../../shared/http/rate-limit';
import { SubmitReviewCommand } from './commands/submit-review/submit-review.command';
import { SubmitReviewDto } from './commands/submit-review/submit-review.dto';
import { SubmitReviewHandler } from './commands/submit-review/submit-review.handler';
import { ReviewDto } from './dto/review.dto';
import { ListOrderReviewsHandler } from './queries/list-order-reviews/list-order-reviews.handler';
import { ListOrderReviewsQuery } from './queries/list-order-reviews/list-order-reviews.query';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly submitReviewHandler: SubmitReviewHandler,
    private readonly listOrderReviewsHandler: ListOrderReviewsHandler,
  ) {}

  @Get('orders/:orderNumber/reviews')
  @RateLimit('track-order', 60, 600)
  @ApiOkResponse({ type: [ReviewDto] })
  listOrderReviews(@Param('orderNumber') orderNumber: string): Promise<ReviewDto[]> {
    return this.listOrderReviewsHandler.execute(new ListOrderReviewsQuery(orderNumber));
  }

  @Post('reviews')
  @RateLimit('submit-review', 30, 600)
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Order not delivered, product not in it, or already reviewed' })
  submitReview(@Body() body: SubmitReviewDto): Promise<ReviewDto> {
    return this.submitReviewHandler.execute(new SubmitReviewCommand(body));
  }
}
