import { type Enquiry, EnquiryForm, type EnquiryFormProps } from '@storefront/ui';
import { type DeferredProps, draftFields } from './deferredPart';
import { RouterForm } from './RouterForm';

/** The enquiry's fields: what of a draft typed before the script came the form starts from. */
const enquiryFields = [
  'name',
  'company',
  'department',
  'industryName',
  'areaName',
  'phone',
  'email',
  'content',
] as const satisfies readonly (keyof Enquiry)[];

/**
 * The enquiry form of a page (EnquiryInPage), in a chunk of its own: it posts through the router's form
 * to the page's action.
 */
export function EnquiryInPageForm({
  draft,
  defaultValues,
  ...formProps
}: Omit<EnquiryFormProps, 'formComponent'> & DeferredProps) {
  const typed = draftFields(draft, enquiryFields);
  return (
    <EnquiryForm
      {...formProps}
      defaultValues={typed ? { ...defaultValues, ...typed } : defaultValues}
      formComponent={RouterForm}
    />
  );
}
