import { ConflictError } from '../../../shared/http/domain-errors';

/** An application with an e-mail already used: the same answer from the password check and from the application itself. */
export class SupplierEmailTakenError extends ConflictError {
  constructor() {
    super('A supplier with this e-mail has already applied');
  }
}
