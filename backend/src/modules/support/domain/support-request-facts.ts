import { SupportRequestFacts } from '../../notifications/domain/message-facts';
import { SupportRequest } from './support-request.entity';

/** What a support request's messages need, handed to notifications as plain data. */
export function supportRequestFacts(request: SupportRequest): SupportRequestFacts {
  const { id, email, firstName, subject, message, orderNumber, response } = request;
  return { id, email, firstName, subject, message, orderNumber, response };
}
