import { fieldIssueMessage, ID_PHOTO_TYPES, paperAwardForm } from '@storefront/validation';
import { useSelector } from '@xstate/react';
import { type HTMLAttributes, type Ref, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  ApplicationSent,
  type ApplicationWizardActor,
  ApplicationWizardFrame,
  type ApplicationWizardServerStep,
  applicationWizardMessages as m,
  PaperAwardAmounts,
  useWizardCodeSender,
} from '../ApplicationWizard';
import {
  applicationFieldMessages as f,
  applicationHintMessages as h,
  applicationStepMessages as s,
} from '../ApplicationWizard/applicationFields.messages';
import { contactField, type FormFieldItem, type IdPhotoStatus } from '../internal/FormFields';
import { idPhotoInputMessages } from '../internal/FormFields/IdPhotoInput.messages';
import { type IdPhotoSide, photoIssue } from '../machines/applicationWizard';
import { paperAwardWizard } from '../machines/paperAwardMachine';
import type { SelectOption } from '../Select';

export interface PaperAwardWizardProps extends HTMLAttributes<HTMLElement> {
  /** The running `paperAwardMachine` (`useActorRef(paperAwardMachine.provide(...), { input })`). */
  actor: ApplicationWizardActor;
  /** The provinces (`areaId`), ids as strings. */
  areas: SelectOption[];
  /** Catalog numbers starting with the text typed (the app asks the catalogue); a rejection shows none. */
  onSearchCatalogNumbers: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
  /**
   * A preview URL of a picked photo. @default `URL.createObjectURL` (the page keeps it while it lives; the
   * photo itself is never stored)
   */
  previewUrlOf?: (file: File) => string;
  /**
   * Frees a preview URL of `previewUrlOf` once no thumbnail shows it (another pick, a failed upload, the
   * wizard gone). @default `URL.revokeObjectURL`
   */
  revokePreviewUrl?: (url: string) => void;
  /** Class for the root element, merged with its own. */
  className?: string;
  /** The step the server rendered, until the page runs JavaScript (a native form; see ApplicationWizardFrame). */
  serverStep?: ApplicationWizardServerStep | undefined;
  /** The root element: the wizard, or the line or confirmation shown instead of it. */
  ref?: Ref<HTMLElement> | undefined;
}

const photoFields = paperAwardWizard.idPhotoFields;
const sideOf: Record<string, IdPhotoSide> = { [photoFields.front]: 'front', [photoFields.back]: 'back' };
const settledPhotoStates = ['idle', 'done', 'failed'] as const;
const shouldSearchCatalogNumbers = (text: string) => text.trim().length >= 2;

/**
 * The paper award application (/reward, SPEC §9): applicant with the ID card's two photos, lab, paper,
 * product, remittance, then the review with the award before tax, the tax and the net amount in CNY.
 *
 * **Accessibility:** A WizardSteps list named 'Application steps' (`aria-current="step"` on the current step),
 * then the step as a `form` (named 'Paper award application'): a new step moves focus to its heading (`h2`), a
 * submit with errors moves it to the first invalid field, and failures show with `role="alert"`; fields are
 * labelled with their messages linked by `aria-describedby`. Nothing to provide beyond the actor.
 *
 * **Data attributes:**
 * - step: WizardSteps' `data-state`: done, current, upcoming
 * - form: `data-layout`; photo fields: `data-state` (their upload status); fields: `data-state`: valid, invalid
 */
export function PaperAwardWizard({
  actor,
  areas,
  onSearchCatalogNumbers,
  previewUrlOf = (file) => URL.createObjectURL(file),
  revokePreviewUrl = (url) => URL.revokeObjectURL(url),
  className,
  serverStep,
  ...rest
}: PaperAwardWizardProps) {
  const intl = useIntl();
  const sendCode = useWizardCodeSender(actor, paperAwardWizard);
  const photoStatus = useSelector(
    actor,
    (state): Record<IdPhotoSide, IdPhotoStatus> => {
      // `picked` and `uploading` both show as uploading.
      const status = (side: IdPhotoSide) =>
        settledPhotoStates.find((name) =>
          state.matches({ photos: side === 'front' ? { front: name } : { back: name } }),
        ) ?? 'uploading';
      return { front: status('front'), back: status('back') };
    },
    (a, b) => a.front === b.front && a.back === b.back,
  );
  const photos = useSelector(actor, (state) => state.context.photos);
  useRevokedWhenReplaced(photos.front.thumbnailUrl, revokePreviewUrl);
  useRevokedWhenReplaced(photos.back.thumbnailUrl, revokePreviewUrl);
  const machineValues = useSelector(actor, (state) => state.context.values);
  const award = paperAwardWizard.award(serverStep?.values ?? machineValues);
  const text = (name: keyof typeof f) => intl.formatMessage(f[name]);

  const photo = (side: IdPhotoSide): FormFieldItem<string> => ({
    name: photoFields[side],
    label: text(photoFields[side]),
    description: intl.formatMessage(h.idPhotoHint),
    control: 'idPhoto',
    accept: ID_PHOTO_TYPES.join(','),
    status: photoStatus[side],
    thumbnailUrl: photos[side].thumbnailUrl,
    onFileChange: (file) =>
      actor.send({
        type: 'wizard.uploadPhoto',
        side,
        file,
        // Only an acceptable picture gets a preview; the machine refuses the others before uploading.
        thumbnailUrl: photoIssue(file) === null ? previewUrlOf(file) : null,
      }),
  });
  const plain = (name: keyof typeof f): FormFieldItem<string> => ({
    name,
    label: text(name),
    control: 'text',
  });

  const fields: Record<string, FormFieldItem<string>[]> = {
    applicant: [
      contactField('name', text('name')),
      contactField('company', text('company')),
      contactField('department', text('department')),
      {
        name: 'areaId',
        label: text('areaId'),
        control: 'select',
        options: areas,
        placeholder: intl.formatMessage(h.choose),
      },
      contactField('email', text('email')),
      { name: 'Verification', label: text('Verification'), control: 'code', onSend: sendCode },
      plain('education'),
      plain('idNumber'),
      photo('front'),
      photo('back'),
    ],
    lab: [
      plain('mentor'),
      plain('labAddress'),
      { name: 'labPhone', label: text('labPhone'), control: 'text', type: 'tel' },
    ],
    paper: [
      { name: 'paperTitle', label: text('paperTitle'), control: 'textarea' },
      plain('magazinePublished'),
      plain('influenceFactor'),
      { ...plain('issueTime'), description: intl.formatMessage(h.issueTimeHint) },
      plain('doi'),
      plain('firstAuthor'),
      plain('correspondingAuthor'),
    ],
    product: [
      {
        name: 'sku',
        label: text('sku'),
        control: 'suggestions',
        onSearch: onSearchCatalogNumbers,
        shouldSearch: shouldSearchCatalogNumbers,
        suggestionsLabel: intl.formatMessage(h.catalogSuggestions),
      },
      plain('productName'),
      plain('buyPackaging'),
      plain('distr'),
    ],
    remittance: [plain('username'), plain('remittancesAccount'), plain('openingBank')],
  };

  const fieldProblem = (field: string) => {
    const side = sideOf[field];
    if (!side) return undefined;
    const { problem, message: serverMessage } = photos[side];
    if (problem === 'upload') return serverMessage || intl.formatMessage(idPhotoInputMessages.failed);
    if (problem) {
      const message = fieldIssueMessage(field, problem, paperAwardForm.imageId1);
      // Passed as a variable: the ids are the validation package's, not literals for this package's extraction.
      const descriptor = { id: message.id, defaultMessage: message.defaultMessage };
      return intl.formatMessage(descriptor, message.values);
    }
    return undefined;
  };

  return (
    <ApplicationWizardFrame
      {...rest}
      actor={actor}
      config={paperAwardWizard}
      label={intl.formatMessage(h.awardLabel)}
      stepLabels={{
        applicant: intl.formatMessage(s.applicant),
        lab: intl.formatMessage(s.lab),
        paper: intl.formatMessage(s.paper),
        product: intl.formatMessage(s.product),
        remittance: intl.formatMessage(s.remittance),
        review: intl.formatMessage(s.review),
      }}
      fieldsOf={(step) => fields[step] ?? []}
      fieldProblem={fieldProblem}
      reviewFooter={
        <section>
          <h3>{intl.formatMessage(m.amountsTitle)}</h3>
          {award ? <PaperAwardAmounts amounts={award} /> : <p>{intl.formatMessage(m.noAmounts)}</p>}
        </section>
      }
      renderSent={(receipt) => <ApplicationSent receipt={receipt} />}
      className={className}
      serverStep={serverStep}
    />
  );
}

/**
 * Frees a thumbnail's URL when the thumbnail changes or goes: an object URL holds the picked file in memory
 * until it is revoked. Every URL the view makes reaches the machine's thumbnail, so each is freed here.
 */
function useRevokedWhenReplaced(url: string | null, revoke: (url: string) => void) {
  // The latest `revoke` without restarting the effect: only a new URL should free the old one.
  const revokeRef = useRef(revoke);
  revokeRef.current = revoke;
  useEffect(() => {
    if (!url) return undefined;
    return () => revokeRef.current(url);
  }, [url]);
}
