import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { PublicAnswer } from '../../shared/http/cache-control';
import { RateLimit, TRACK_ORDER_LIMIT } from '../../shared/http/rate-limit';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { SubmitReviewCommand } from './commands/submit-review/submit-review.command';
import { SubmitReviewDto } from './commands/submit-review/submit-review.dto';
import { SubmitReviewHandler } from './commands/submit-review/submit-review.handler';
import { ReviewDto } from './dto/review.dto';
import { ListOrderReviewsHandler } from './queries/list-order-reviews/list-order-reviews.handler';
import { ListOrderReviewsQuery } from './queries/list-order-reviews/list-order-reviews.query';
import { ListProductReviewsQueryDto, ProductReviewsDto, REVIEWS_PAGE_SIZE } from './queries/list-product-reviews/list-product-reviews.dto';
import { ListProductReviewsHandler } from './queries/list-product-reviews/list-product-reviews.handler';
import { ListProductReviewsQuery } from './queries/list-product-reviews/list-product-reviews.query';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly submitReviewHandler: SubmitReviewHandler,
    private readonly listOrderReviewsHandler: ListOrderReviewsHandler,
    private readonly listProductReviewsHandler: ListProductReviewsHandler,
  ) {}

  /** A product's reviews, newest first, with their summary; the number of reviews is in X-Total-Count. */
  @Get('products/:id/reviews')
  @PublicAnswer()
  @ApiOkResponse({ type: ProductReviewsDto, headers: { 'X-Total-Count': { description: 'Published reviews of the product', schema: { type: 'integer' } } } })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown or inactive product' })
  async listProductReviews(
    @Param('id', new UuidParamPipe()) id: string,
    @Query() query: ListProductReviewsQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ProductReviewsDto> {
    const page = await this.listProductReviewsHandler.execute(new ListProductReviewsQuery(id, query.limit ?? REVIEWS_PAGE_SIZE, query.offset ?? 0));
    res.setHeader('X-Total-Count', String(page.summary.count));
    return page;
  }

  @Get('orders/:orderNumber/reviews')
  @RateLimit(...TRACK_ORDER_LIMIT)
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
