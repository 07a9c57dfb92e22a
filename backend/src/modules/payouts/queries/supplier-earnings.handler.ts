import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SuppliersService } from '../../suppliers/suppliers.service';
import { DUE, paymentTermsDays } from '../domain/payout-rules';
import { EarningsUnitDto, SupplierEarningsDto } from '../dto/payouts.dto';

interface UnitRow {
  payoutId: string | null;
  orderNumber: string;
  productName: string;
  amount: number;
  kind: string;
  status: string;
  due: boolean;
  deliveredAt: Date;
  payableAt: Date;
  returnedAt: Date | null;
}

const UNIT_COLUMNS = `"payoutId", "orderNumber", "productName", amount, kind, status, ${DUE} AS due, "deliveredAt", "deliveredAt" + "holdDays" * interval '1 day' AS "payableAt", "returnedAt"`;

function unitDto(row: UnitRow): EarningsUnitDto {
  const status = row.status === 'open' ? (row.due ? 'payable' : 'pending') : row.status;
  return {
    orderReference: `GH-…-${row.orderNumber.slice(row.orderNumber.lastIndexOf('-') + 1)}`,
    productName: row.productName,
    amount: row.amount,
    kind: row.kind,
    status,
    deliveredAt: new Date(row.deliveredAt).toISOString(),
    payableAt: new Date(row.payableAt).toISOString(),
    returnedAt: row.returnedAt ? new Date(row.returnedAt).toISOString() : null,
  };
}

/** The supplier portal's Earnings: totals by state, what is not yet paid, and each payout with its units. */
@Injectable()
export class SupplierEarningsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly suppliers: SuppliersService,
  ) {}

  async execute(supplierId: string): Promise<SupplierEarningsDto> {
    const [totals]: { pending: string; payable: string; inPayout: string; paid: string }[] = await this.dataSource.query(
      `SELECT COALESCE(sum(amount) FILTER (WHERE status = 'open' AND NOT ${DUE}), 0) AS pending,
              COALESCE(sum(amount) FILTER (WHERE status = 'open' AND ${DUE}), 0) AS payable,
              COALESCE(sum(amount) FILTER (WHERE status = 'in-payout'), 0) AS "inPayout",
              COALESCE(sum(amount) FILTER (WHERE status = 'paid'), 0) AS paid
         FROM supplier_ledger_entries WHERE "supplierId" = $1`,
      [supplierId],
    );
    const unpaid: UnitRow[] = await this.dataSource.query(
      `SELECT ${UNIT_COLUMNS} FROM supplier_ledger_entries WHERE "supplierId" = $1 AND status = 'open' ORDER BY "deliveredAt" DESC, "orderNumber", unit LIMIT 200`,
      [supplierId],
    );
    const payouts: { id: string; reference: string; amount: number; status: string; destination: string; createdAt: Date; settledAt: Date | null }[] = await this.dataSource.query(
      `SELECT id, reference, amount, status, destination, "createdAt", "settledAt" FROM supplier_payouts WHERE "supplierId" = $1 AND amount > 0 ORDER BY "createdAt" DESC LIMIT 50`,
      [supplierId],
    );
    const units: UnitRow[] = payouts.length
      ? await this.dataSource.query(`SELECT ${UNIT_COLUMNS} FROM supplier_ledger_entries WHERE "payoutId" = ANY($1::uuid[]) ORDER BY "orderNumber", unit`, [payouts.map((payout) => payout.id)])
      : [];
    // A failed transfer's rows went back to payable: its payout lists none, and its amount says what it tried.
    const supplier = await this.suppliers.findById(supplierId);
    return {
      pending: Number(totals.pending),
      payable: Number(totals.payable),
      inPayout: Number(totals.inPayout),
      paid: Number(totals.paid),
      paymentTermsDays: paymentTermsDays(supplier?.paymentTerms),
      unpaid: unpaid.map(unitDto),
      payouts: payouts.map((payout) => ({
        reference: payout.reference,
        amount: payout.amount,
        status: payout.status,
        destination: payout.destination,
        createdAt: new Date(payout.createdAt).toISOString(),
        settledAt: payout.settledAt ? new Date(payout.settledAt).toISOString() : null,
        units: units.filter((unit) => unit.payoutId === payout.id).map(unitDto),
      })),
    };
  }
}
