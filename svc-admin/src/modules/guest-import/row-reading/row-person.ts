// Who a row is: its name (surname columns joined), e-mail and category.
import { FIELD_MAX } from '@wedding/shared-contracts';
import { z } from 'zod';
import { CATEGORY_BY_KEY } from './cell-choices';
import { headerKey } from './header-key';
import type { RowCells } from './row-cells';

const emailSchema = z.email();

/**
 * The row's name: the name column, with the surname columns joined to it ("Ana" + "Peña Ruiz"; a name
 * that already holds the surnames keeps them once). `joined` shows the joining, when it happened.
 */
export function readName({ cell, where, errors, label }: RowCells): { name: string; joined?: string } {
  const reported = errors.length;
  const firstName = cell('name');
  const surnames = [cell('surname'), cell('surname2')].filter((text) => text !== '').join(' ');
  let name = firstName;
  let joined: string | undefined;
  if (firstName && surnames && !headerKey(firstName).endsWith(headerKey(surnames))) {
    name = `${firstName} ${surnames}`;
    joined = `"${firstName}" + "${surnames}" → "${name}"`;
  }
  if (!name && errors.length === reported) errors.push(`${where}: the name (${label('name')}) is empty`);
  else if (name.length > FIELD_MAX.name)
    errors.push(`${where}: the name is longer than ${FIELD_MAX.name} characters`);
  return joined === undefined ? { name } : { name, joined };
}

/** The row's e-mail, lower case ('' when blank). */
export function readEmail({ cell, where, errors }: RowCells): string {
  const emailText = cell('email').toLowerCase();
  if (emailText && (emailText.length > FIELD_MAX.email || !emailSchema.safeParse(emailText).success)) {
    errors.push(`${where}: "${emailText.slice(0, 60)}" is not a valid email address`);
  }
  return emailText;
}

/**
 * The row's category: one of the six (however written), else kept as written with a warning (a phone
 * guest's is refused).
 */
export function readCategory({ cell, where, errors, warnings, phoneGuests }: RowCells): string | undefined {
  const categoryText = cell('category');
  let category: string | undefined;
  if (categoryText) {
    category = CATEGORY_BY_KEY.get(headerKey(categoryText));
    if (!category) {
      if (categoryText.length > FIELD_MAX.category) {
        errors.push(`${where}: the category is longer than ${FIELD_MAX.category} characters`);
      } else {
        category = categoryText;
        if (phoneGuests) {
          errors.push(`${where}: category "${categoryText}" is not one of the six guest categories`);
        } else {
          warnings.push(
            `${where}: category "${categoryText}" is not one of the six guest categories (kept as written)`,
          );
        }
      }
    }
  }
  return category;
}
