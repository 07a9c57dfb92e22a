import { RegisterSupplierDto } from './register-supplier.dto';

export class RegisterSupplierCommand {
  constructor(readonly application: RegisterSupplierDto) {}
}
