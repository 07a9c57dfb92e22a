import { Controller, Get, HttpCode, HttpStatus, NotImplementedException, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../../shared/http/api-error.dto';
import { TestCheckoutDto, TestCheckoutOutcomeDto } from './test-checkout.dto';

// CONTRACT SKELETON: bodies are filled in by the payments work before this reaches main.
/** The built-in test provider's payment page (TEST MODE): only mounted when no provider keys are set. */
@ApiTags('payments')
@Controller('test-payments/checkouts')
export class TestCheckoutsController {
  @Get(':id')
  @ApiOkResponse({ type: TestCheckoutDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  getTestCheckout(@Param('id') id: string): TestCheckoutDto {
    void id;
    throw new NotImplementedException();
  }

  /** The shopper approves (for Mobile Money: the prompt on their phone); the provider then signs and sends its webhook. */
  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TestCheckoutOutcomeDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Already approved or declined' })
  approveTestCheckout(@Param('id') id: string): Promise<TestCheckoutOutcomeDto> {
    void id;
    throw new NotImplementedException();
  }

  @Post(':id/decline')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TestCheckoutOutcomeDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Already approved or declined' })
  declineTestCheckout(@Param('id') id: string): Promise<TestCheckoutOutcomeDto> {
    void id;
    throw new NotImplementedException();
  }
}
