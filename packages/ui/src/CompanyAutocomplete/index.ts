export type { CompanyAutocompleteProps } from './CompanyAutocomplete';
export { CompanyAutocomplete } from './CompanyAutocomplete';
export { companySearchMinLength, shouldSearchCompanies } from './CompanyAutocomplete.search';
