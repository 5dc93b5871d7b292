import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { productDetailMessages } from './ProductDetail.messages';
import classes from './ProductDetail.module.css';

/** The text fields of a product; the API's Product fits as is. Empty fields are left out of the table. */
export interface SpecTableProduct {
  catalogNumber: string;
  name: string;
  target?: string;
  species?: string;
  tag?: string;
  expressionSystem?: string;
  conjugate?: string;
  categoryName?: string;
  purity?: string;
  endotoxin?: string;
  molecularWeight?: string;
  formulation?: string;
  storage?: string;
  description?: string;
}

export type SpecTableField = keyof SpecTableProduct;

/** Row order of the table, as a datasheet reads: identity, construct, quality, handling. */
export const specTableFields: readonly SpecTableField[] = [
  'catalogNumber',
  'name',
  'categoryName',
  'target',
  'species',
  'tag',
  'expressionSystem',
  'conjugate',
  'molecularWeight',
  'purity',
  'endotoxin',
  'formulation',
  'storage',
  'description',
];

const fieldLabels: Record<SpecTableField, MessageDescriptor> = {
  catalogNumber: productDetailMessages.fieldCatalogNumber,
  name: productDetailMessages.fieldName,
  target: productDetailMessages.fieldTarget,
  species: productDetailMessages.fieldSpecies,
  tag: productDetailMessages.fieldTag,
  expressionSystem: productDetailMessages.fieldExpressionSystem,
  conjugate: productDetailMessages.fieldConjugate,
  categoryName: productDetailMessages.fieldCategoryName,
  purity: productDetailMessages.fieldPurity,
  endotoxin: productDetailMessages.fieldEndotoxin,
  molecularWeight: productDetailMessages.fieldMolecularWeight,
  formulation: productDetailMessages.fieldFormulation,
  storage: productDetailMessages.fieldStorage,
  description: productDetailMessages.fieldDescription,
};

/** The rows that have a value, in `fields` order. */
export function specTableRows(
  product: SpecTableProduct,
  fields: readonly SpecTableField[] = specTableFields,
) {
  return fields
    .map((field) => ({ field, value: product[field]?.trim() ?? '' }))
    .filter((row) => row.value !== '');
}

export interface SpecTableProps extends ComponentPropsWithRef<'table'> {
  /** The product whose fields are listed. */
  product: SpecTableProduct;
  /** Which fields to show, in order. @default specTableFields (all) */
  fields?: readonly SpecTableField[];
  /** Table caption. @default the localized 'Specifications' */
  caption?: string;
  /** Class for the root `<table>`. */
  className?: string;
}

/**
 * Every product field as a two-column table (the information tab of the detail page).
 *
 * **Accessibility:** A native `table` with a `caption` (default 'Specifications'), one row header per field.
 *
 * **Data attributes:**
 * - row: `data-field`: the field's name
 */
export function SpecTable({ product, fields, caption, className, ...rest }: SpecTableProps) {
  const intl = useIntl();
  return (
    <table {...rest} className={clsx(classes.SpecTable, className)}>
      <caption className={classes.Caption}>
        {caption ?? intl.formatMessage(productDetailMessages.specCaption)}
      </caption>
      <tbody>
        {specTableRows(product, fields).map((row) => (
          <tr key={row.field} data-field={row.field}>
            <th scope="row">{intl.formatMessage(fieldLabels[row.field])}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
