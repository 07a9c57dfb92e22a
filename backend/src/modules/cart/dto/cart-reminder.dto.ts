import { Equals, IsBoolean, IsString, MaxLength } from 'class-validator';
import { SingleLine } from '../../../shared/http/plain-text.validator';
import { GhanaOrInternationalPhone } from '../../identity/domain/sign-in-phone';
import { CartSessionId } from './cart-session-id';

export class RemindAboutCartDto {
  /** As typed at checkout (024 123 4567, +233 24 123 4567); Ghana by default. */
  @IsString()
  @SingleLine()
  @MaxLength(30)
  @GhanaOrInternationalPhone()
  phone: string;

  /** The shopper ticked "Remind me about my cart": marketing is never sent without it. */
  @IsBoolean()
  @Equals(true, { message: 'consent must be given: tick the box to be reminded about your cart' })
  consent: boolean;
}

/** This cart's reminders as its own browser sees them. */
export class CartReminderDto {
  /** False before the box is ticked and once reminders ended (sent, ordered, stopped, unticked). */
  active: boolean;
  /** The number the texts go to, partly hidden (+233 24 ••• 4567); null without a reminder. */
  sendTo: string | null;
  /** When the next text goes, if the cart is still waiting then. */
  nextReminderAt: Date | null;
}

/** What the link in a reminder opens: the cart it is about. */
export class RemindedCartDto {
  /** Units in that cart now. */
  units: number;
  /** Whether more reminders may still come (the page offers to stop them). */
  active: boolean;
  sendTo: string;
}

export class RestoreRemindedCartDto {
  /** This browser's own cart id: the reminded cart's lines are added to it. */
  @CartSessionId()
  sessionId: string;
}

export class RestoredCartDto {
  /** The cart to show: the reminded cart itself when this browser holds it, else `sessionId` as sent. */
  sessionId: string;
  /** Units now in the cart from the reminder. */
  restored: number;
  /** Lines that could not come back (sold out, no longer sold), by name. */
  unavailable: string[];
}
