import { type MessageDescriptor, useIntl } from 'react-intl';
import { FormConfirmation, formConfirmationText } from '../internal/FormConfirmation';
import type { ApplicationReceipt } from '../machines/applicationWizard';
import { applicationWizardMessages as m } from './ApplicationWizard.messages';
import { PaperAwardAmounts } from './PaperAwardAmounts';

// Widened: without a type argument, defineMessages types every message as taking no values.
const referenceMessage: MessageDescriptor = m.reference;

/** The sent application: its reference and, for the award, the amounts the server confirmed. */
export function ApplicationSent({ receipt }: { receipt: ApplicationReceipt }) {
  const intl = useIntl();
  return (
    <FormConfirmation title={intl.formatMessage(m.sentTitle)}>
      <p className={formConfirmationText}>
        {intl.formatMessage(referenceMessage, { reference: receipt.reference })}
      </p>
      {receipt.award ? <PaperAwardAmounts amounts={receipt.award} /> : null}
    </FormConfirmation>
  );
}
