/** Nothing to choose: the options follow from the configuration. */
export class PaymentOptionsQuery {}
