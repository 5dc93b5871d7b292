import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * Messages of the product detail parts (ProductSummary, SpecTable, SizePriceTable, ProductTabs).
 * @internal Not part of the public API (stripped from the declarations).
 */
export const productDetailMessages = defineMessages<{
  catalogNumber: { catalogNumber: string };
  isNew: NoMessageValues;
  isHot: NoMessageValues;
  attributesLabel: NoMessageValues;
  specCaption: NoMessageValues;
  fieldCatalogNumber: NoMessageValues;
  fieldName: NoMessageValues;
  fieldTarget: NoMessageValues;
  fieldSpecies: NoMessageValues;
  fieldTag: NoMessageValues;
  fieldExpressionSystem: NoMessageValues;
  fieldConjugate: NoMessageValues;
  fieldCategoryName: NoMessageValues;
  fieldPurity: NoMessageValues;
  fieldEndotoxin: NoMessageValues;
  fieldMolecularWeight: NoMessageValues;
  fieldFormulation: NoMessageValues;
  fieldStorage: NoMessageValues;
  fieldDescription: NoMessageValues;
  sizesCaption: NoMessageValues;
  sizeColumn: NoMessageValues;
  priceColumn: NoMessageValues;
  actionColumn: NoMessageValues;
  noSizes: NoMessageValues;
  tabsLabel: NoMessageValues;
  tabInformation: NoMessageValues;
  tabRelated: NoMessageValues;
  tabCitations: NoMessageValues;
  tabTroubleshooting: NoMessageValues;
}>({
  catalogNumber: {
    id: 'ui.ProductDetail.catalogNumber',
    defaultMessage: 'Cat. No. {catalogNumber}',
    description: 'Catalogue number in the product page header',
  },
  isNew: {
    id: 'ui.ProductDetail.isNew',
    defaultMessage: 'New',
    description: 'Badge on a newly released product',
  },
  isHot: {
    id: 'ui.ProductDetail.isHot',
    defaultMessage: 'Hot',
    description: 'Badge on a best-selling product',
  },
  attributesLabel: {
    id: 'ui.ProductDetail.attributesLabel',
    defaultMessage: 'Key attributes',
    description: 'Accessible name of the target / species / tag list in the product header',
  },
  specCaption: {
    id: 'ui.ProductDetail.specCaption',
    defaultMessage: 'Specifications',
    description: 'Caption of the table of all product fields',
  },
  fieldCatalogNumber: {
    id: 'ui.ProductDetail.fieldCatalogNumber',
    defaultMessage: 'Catalog number',
    description: 'Spec table row',
  },
  fieldName: {
    id: 'ui.ProductDetail.fieldName',
    defaultMessage: 'Product name',
    description: 'Spec table row',
  },
  fieldTarget: {
    id: 'ui.ProductDetail.fieldTarget',
    defaultMessage: 'Target',
    description: 'Spec table row: the protein target',
  },
  fieldSpecies: {
    id: 'ui.ProductDetail.fieldSpecies',
    defaultMessage: 'Species',
    description: 'Spec table row',
  },
  fieldTag: {
    id: 'ui.ProductDetail.fieldTag',
    defaultMessage: 'Tag',
    description: 'Spec table row: fusion tag such as His or Fc',
  },
  fieldExpressionSystem: {
    id: 'ui.ProductDetail.fieldExpressionSystem',
    defaultMessage: 'Expression system',
    description: 'Spec table row: host cells, e.g. HEK293',
  },
  fieldConjugate: {
    id: 'ui.ProductDetail.fieldConjugate',
    defaultMessage: 'Conjugate',
    description: 'Spec table row: label such as biotin',
  },
  fieldCategoryName: {
    id: 'ui.ProductDetail.fieldCategoryName',
    defaultMessage: 'Category',
    description: 'Spec table row',
  },
  fieldPurity: {
    id: 'ui.ProductDetail.fieldPurity',
    defaultMessage: 'Purity',
    description: 'Spec table row',
  },
  fieldEndotoxin: {
    id: 'ui.ProductDetail.fieldEndotoxin',
    defaultMessage: 'Endotoxin',
    description: 'Spec table row',
  },
  fieldMolecularWeight: {
    id: 'ui.ProductDetail.fieldMolecularWeight',
    defaultMessage: 'Molecular weight',
    description: 'Spec table row',
  },
  fieldFormulation: {
    id: 'ui.ProductDetail.fieldFormulation',
    defaultMessage: 'Formulation',
    description: 'Spec table row',
  },
  fieldStorage: {
    id: 'ui.ProductDetail.fieldStorage',
    defaultMessage: 'Storage',
    description: 'Spec table row',
  },
  fieldDescription: {
    id: 'ui.ProductDetail.fieldDescription',
    defaultMessage: 'Description',
    description: 'Spec table row',
  },
  sizesCaption: {
    id: 'ui.ProductDetail.sizesCaption',
    defaultMessage: 'Sizes and prices',
    description: 'Caption of the pack size table',
  },
  sizeColumn: { id: 'ui.ProductDetail.sizeColumn', defaultMessage: 'Size', description: 'Column: pack size' },
  priceColumn: {
    id: 'ui.ProductDetail.priceColumn',
    defaultMessage: 'Price',
    description: 'Column: price or Inquiry',
  },
  actionColumn: {
    id: 'ui.ProductDetail.actionColumn',
    defaultMessage: 'Action',
    description: 'Column: per-size action',
  },
  noSizes: {
    id: 'ui.ProductDetail.noSizes',
    defaultMessage: 'No pack sizes are listed yet. Send an enquiry for a quote.',
    description: 'Shown when a product has no sizes',
  },
  tabsLabel: {
    id: 'ui.ProductDetail.tabsLabel',
    defaultMessage: 'Product details',
    description: 'Accessible name of the product tabs',
  },
  tabInformation: {
    id: 'ui.ProductDetail.tabInformation',
    defaultMessage: 'Information',
    description: 'Tab: product information',
  },
  tabRelated: { id: 'ui.ProductDetail.tabRelated', defaultMessage: 'Related products', description: 'Tab' },
  tabCitations: {
    id: 'ui.ProductDetail.tabCitations',
    defaultMessage: 'Citations',
    description: 'Tab: publications citing the product',
  },
  tabTroubleshooting: {
    id: 'ui.ProductDetail.tabTroubleshooting',
    defaultMessage: 'Troubleshooting',
    description: 'Tab: handling tips and FAQ',
  },
});
