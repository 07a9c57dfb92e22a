import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvalidInputError } from '../../../shared/http/domain-errors';
import { PaymentProviders } from '../../payments/payment-providers';
import { momoNumber } from '../../payments/providers/mobile-money';
import { ProviderUnavailableError } from '../../payments/providers/provider-unavailable.error';
import type { TransferProvider } from '../../payments/providers/transfer-provider';
import { PayoutAccount } from '../domain/payout-account.entity';
import { SavePayoutAccountDto } from '../dto/payouts.dto';

/**
 * A supplier's payout account: the network or bank must be one Paystack lists, the number one it
 * resolves to a holder; it is then registered as a transfer recipient and replaces any earlier one
 * (payouts on their way keep the recipient they were sent to).
 */
@Injectable()
export class SavePayoutAccountHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
  ) {}

  async execute(supplierId: string, body: SavePayoutAccountDto): Promise<PayoutAccount> {
    const transfers = this.providers.transfers();
    if (!transfers) throw new ServiceUnavailableException('Payouts are not available: Paystack is not configured');
    const accountNumber = body.type === 'mobile_money' ? momoNumber(body.accountNumber) : /^\d{6,16}$/.test(body.accountNumber.replace(/\s/g, '')) ? body.accountNumber.replace(/\s/g, '') : null;
    if (!accountNumber) {
      throw new InvalidInputError({ accountNumber: [body.type === 'mobile_money' ? 'accountNumber must be a Ghana Mobile Money number, e.g. 024 123 4567' : 'accountNumber must be 6 to 16 digits'] }, 'Check the account number');
    }
    try {
      return await this.register(transfers, supplierId, body, accountNumber);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw new ServiceUnavailableException('Paystack cannot be reached right now: try again in a few minutes');
      throw error;
    }
  }

  private async register(transfers: TransferProvider, supplierId: string, body: SavePayoutAccountDto, accountNumber: string): Promise<PayoutAccount> {
    const bank = (await transfers.banks(body.type)).find((candidate) => candidate.code === body.bankCode);
    if (!bank) throw new InvalidInputError({ bankCode: ['bankCode is not a network or bank Paystack pays into'] }, 'Choose a network or bank from the list');
    const accountName = await transfers.resolveAccount(accountNumber, bank.code);
    if (!accountName) throw new InvalidInputError({ accountNumber: [`Paystack found no ${bank.name} account with this number`] }, 'Check the account number');
    const recipientCode = await transfers.createRecipient({ type: body.type, name: accountName, accountNumber, bankCode: bank.code });
    const repository = this.dataSource.getRepository(PayoutAccount);
    return repository.save(repository.create({ supplierId, type: body.type, bankCode: bank.code, bankName: bank.name.slice(0, 100), accountNumber, accountName: accountName.slice(0, 150), recipientCode }));
  }
}
