/** A network or bank Paystack pays into (GET /bank?currency=GHS). */
export interface TransferBank {
  code: string;
  name: string;
  type: 'mobile_money' | 'ghipss';
}

/** What the provider says of a transfer; 'pending' until it decides. */
export interface TransferStatus {
  outcome: 'paid' | 'pending' | 'failed' | 'reversed' | 'unknown';
  transferCode: string | null;
  detail: string;
}

/** Paying out (suppliers) through the provider's transfers API. Amounts in pesewas. */
export interface TransferProvider {
  banks(type: 'mobile_money' | 'ghipss'): Promise<TransferBank[]>;
  /** The account holder's name, or null when the provider knows no such account. */
  resolveAccount(accountNumber: string, bankCode: string): Promise<string | null>;
  createRecipient(recipient: { type: 'mobile_money' | 'ghipss'; name: string; accountNumber: string; bankCode: string }): Promise<string>;
  /** Sends once per reference: the provider refuses a reference it has seen, which answers 'unknown' (ask verifyTransfer). */
  transfer(transfer: { amount: number; recipientCode: string; reference: string; reason: string }): Promise<TransferStatus>;
  verifyTransfer(reference: string): Promise<TransferStatus>;
}
