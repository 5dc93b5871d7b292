import type { HTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  ApplicationSent,
  type ApplicationWizardActor,
  ApplicationWizardFrame,
  type ApplicationWizardServerStep,
  useWizardCodeSender,
} from '../ApplicationWizard';
import {
  applicationFieldMessages as f,
  applicationHintMessages as h,
  applicationStepMessages as s,
} from '../ApplicationWizard/applicationFields.messages';
import { contactField, type FormFieldItem } from '../internal/FormFields';
import { trialApplicationWizard } from '../machines/trialApplicationMachine';
import type { SelectOption } from '../Select';

export interface TrialApplicationWizardProps extends HTMLAttributes<HTMLElement> {
  /** The running `trialApplicationMachine` (`useActorRef(trialApplicationMachine.provide(...), { input })`). */
  actor: ApplicationWizardActor;
  /** The product categories (`treeId`), ids as strings. */
  categories: SelectOption[];
  /** The segments (`industryId`). */
  industries: SelectOption[];
  /** The provinces (`areaId`). */
  areas: SelectOption[];
  /** Catalog numbers starting with the text typed (the app asks the catalogue); a rejection shows none. */
  onSearchCatalogNumbers: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
  /** Class for the root element, merged with its own. */
  className?: string;
  /** The step the server rendered, until the page runs JavaScript (a native form; see ApplicationWizardFrame). */
  serverStep?: ApplicationWizardServerStep | undefined;
  /** The root element: the wizard, or the line or confirmation shown instead of it. */
  ref?: Ref<HTMLElement> | undefined;
}

/** A catalog number is worth suggesting for once two characters are typed (as the company names). */
const shouldSearchCatalogNumbers = (text: string) => text.trim().length >= 2;

/**
 * The free trial sample application (/apply): the product (catalog number with suggestions), the applicant
 * (with the e-mailed code), then the review; the state is the machine's, so a reload or a login detour
 * finds the answers again.
 *
 * **Accessibility:** A WizardSteps list named 'Application steps' (`aria-current="step"` on the current step),
 * then the step as a `form` (named 'Free trial application'): a new step moves focus to its heading (`h2`), a
 * submit with errors moves it to the first invalid field, and failures show with `role="alert"`; fields are
 * labelled with their messages linked by `aria-describedby`. Nothing to provide beyond the actor.
 *
 * **Data attributes:**
 * - step: WizardSteps' `data-state`: done, current, upcoming
 * - form: `data-layout`; fields: `data-state`: valid, invalid
 */
export function TrialApplicationWizard({
  actor,
  categories,
  industries,
  areas,
  onSearchCatalogNumbers,
  className,
  serverStep,
  ...rest
}: TrialApplicationWizardProps) {
  const intl = useIntl();
  const sendCode = useWizardCodeSender(actor, trialApplicationWizard);
  const choose = intl.formatMessage(h.choose);
  const fields: Record<string, FormFieldItem<string>[]> = {
    product: [
      {
        name: 'sku',
        label: intl.formatMessage(f.sku),
        control: 'suggestions',
        onSearch: onSearchCatalogNumbers,
        shouldSearch: shouldSearchCatalogNumbers,
        suggestionsLabel: intl.formatMessage(h.catalogSuggestions),
      },
      { name: 'productName', label: intl.formatMessage(f.productName), control: 'text' },
      {
        name: 'treeId',
        label: intl.formatMessage(f.treeId),
        control: 'select',
        options: categories,
        placeholder: choose,
      },
      { name: 'productApplication', label: intl.formatMessage(f.productApplication), control: 'textarea' },
    ],
    applicant: [
      contactField('name', intl.formatMessage(f.name)),
      contactField('company', intl.formatMessage(f.company)),
      contactField('department', intl.formatMessage(f.department)),
      contactField('email', intl.formatMessage(f.email)),
      { name: 'Verification', label: intl.formatMessage(f.Verification), control: 'code', onSend: sendCode },
      contactField('phone', intl.formatMessage(f.phone)),
      {
        name: 'industryId',
        label: intl.formatMessage(f.industryId),
        control: 'select',
        options: industries,
        placeholder: choose,
      },
      {
        name: 'areaId',
        label: intl.formatMessage(f.areaId),
        control: 'select',
        options: areas,
        placeholder: choose,
      },
      {
        name: 'address',
        label: intl.formatMessage(f.address),
        control: 'text',
        autoComplete: 'street-address',
      },
    ],
  };
  return (
    <ApplicationWizardFrame
      {...rest}
      actor={actor}
      config={trialApplicationWizard}
      label={intl.formatMessage(h.trialLabel)}
      stepLabels={{
        product: intl.formatMessage(s.product),
        applicant: intl.formatMessage(s.applicant),
        review: intl.formatMessage(s.review),
      }}
      fieldsOf={(step) => fields[step] ?? []}
      renderSent={(receipt) => <ApplicationSent receipt={receipt} />}
      className={className}
      serverStep={serverStep}
    />
  );
}
