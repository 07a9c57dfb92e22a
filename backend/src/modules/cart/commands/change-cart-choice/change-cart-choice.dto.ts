import { ProductChoiceDto } from '../../../catalog/dto/product-choice.dto';

/**
 * The size and colour a cart line should hold: each one the product offers must be named (400
 * naming the one missing). The line keeps its quantity, which must fit the new choice's units
 * (409 naming the choice); a line already holding that choice takes this one's units.
 */
export class ChangeCartChoiceDto extends ProductChoiceDto {}
