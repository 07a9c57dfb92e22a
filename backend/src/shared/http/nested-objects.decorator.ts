import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsArray, IsObject, ValidateNested } from 'class-validator';

/**
 * An array of objects of one DTO class. ValidateNested alone walks into arrays inside the array
 * (`"items": [[{...}]]` passed) and class-transformer keeps them arrays, so each element must
 * itself be an object: nested arrays, strings and numbers answer 400 naming the field.
 */
export const NestedObjects = (type: () => new () => object) =>
  applyDecorators(IsArray(), IsObject({ each: true, message: 'each value in $property must be an object' }), ValidateNested({ each: true }), Type(type));
