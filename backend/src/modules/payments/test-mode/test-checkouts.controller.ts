import { applyDecorators, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../../shared/http/api-error.dto';
import { ConflictError, NotFoundError } from '../../../shared/http/domain-errors';
import { PaymentProviders } from '../payment-providers';
import { PaymentSandbox, SandboxCheckout, SandboxCheckoutClosedError } from '../providers/payment-provider';
import { TestCheckoutDto, TestCheckoutOutcomeDto } from './test-checkout.dto';

/**
 * Approving and declining answer alike: the outcome, or why the checkout cannot be closed. (`@HttpCode`
 * stays on each route: the Swagger plugin reads it there to leave out a 201 answer.)
 */
function ClosesCheckout(): MethodDecorator {
  return applyDecorators(
    ApiOkResponse({ type: TestCheckoutOutcomeDto }),
    ApiNotFoundResponse({ type: ApiErrorDto }),
    ApiConflictResponse({ type: ApiErrorDto, description: 'Already approved or declined' }),
  );
}

/** The built-in test provider's payment page (TEST MODE): with provider keys set, every route here is 404. */
@ApiTags('payments')
@Controller('test-payments/checkouts')
export class TestCheckoutsController {
  constructor(private readonly providers: PaymentProviders) {}

  @Get(':id')
  @ApiOkResponse({ type: TestCheckoutDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  getTestCheckout(@Param('id') id: string): TestCheckoutDto {
    const { checkout } = this.find(id);
    const { returnUrl: _returnUrl, ...shown } = checkout;
    return shown;
  }

  /** The shopper approves (for Mobile Money: the prompt on their phone); the provider then signs and sends its webhook. */
  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ClosesCheckout()
  approveTestCheckout(@Param('id') id: string): Promise<TestCheckoutOutcomeDto> {
    return this.close(id, (sandbox) => sandbox.approve(id));
  }

  @Post(':id/decline')
  @HttpCode(HttpStatus.OK)
  @ClosesCheckout()
  declineTestCheckout(@Param('id') id: string): Promise<TestCheckoutOutcomeDto> {
    return this.close(id, (sandbox) => sandbox.decline(id));
  }

  private find(id: string): { sandbox: PaymentSandbox; checkout: SandboxCheckout } {
    for (const { sandbox } of this.providers.sandboxes) {
      const checkout = sandbox.find(id.slice(0, 100));
      if (checkout) return { sandbox, checkout };
    }
    throw new NotFoundError('No such test payment');
  }

  private async close(id: string, action: (sandbox: PaymentSandbox) => Promise<SandboxCheckout>): Promise<TestCheckoutOutcomeDto> {
    const { sandbox } = this.find(id);
    try {
      return { returnUrl: (await action(sandbox)).returnUrl };
    } catch (error) {
      if (error instanceof SandboxCheckoutClosedError) throw new ConflictError(error.message);
      throw error;
    }
  }
}
