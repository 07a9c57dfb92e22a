import { InvalidInputError } from '../../../shared/http/domain-errors';

/**
 * A chosen size or colour must be one the product offers (the cart and the checkout both ask).
 * `field` prefixes the error's field names, e.g. 'items.0.' for a checkout line.
 */
export function assertProductOptions(product: { sizes: string[]; colors: string[] }, choice: { size?: string | null; color?: string | null }, field = ''): void {
  if (choice.size && !product.sizes.includes(choice.size)) throw new InvalidInputError({ [`${field}size`]: [`size must be one of: ${product.sizes.join(', ') || 'none'}`] });
  if (choice.color && !product.colors.includes(choice.color)) throw new InvalidInputError({ [`${field}color`]: [`color must be one of: ${product.colors.join(', ') || 'none'}`] });
}
