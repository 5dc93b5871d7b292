import { CompanyAutocomplete } from '../../CompanyAutocomplete';
import { VerificationCodeField } from '../../VerificationCodeField';
import { formCellClasses } from '../Field';
import { SuggestionInput } from '../SuggestionInput';
import {
  type BasicFormFieldControl,
  basicFormField,
  type FormFieldItemBase,
  type FormFieldsBinding,
  fieldProps,
} from './BasicFormFields';
import { FileInput } from './FileInput';
import { IdPhotoInput, type IdPhotoStatus } from './IdPhotoInput';

/** One field of a form's field list: which control shows it and with what words. */
export type FormFieldItem<Name extends string> = FormFieldItemBase<Name> &
  (
    | BasicFormFieldControl
    | {
        /** A file picker; the form's value is the file's name, the file goes to `onFileChange`. */
        control: 'file';
        /** The types the picker offers, e.g. '.pdf,.doc,.docx'. */
        accept: string;
        onFileChange: (file: File | null) => void;
      }
    | {
        /** A one-line input with suggestions (a combobox), e.g. catalog numbers; free text stays allowed. */
        control: 'suggestions';
        /** Suggestions for the trimmed text; a rejection shows none. */
        onSearch: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
        /** Whether a text is worth asking about. */
        shouldSearch: (text: string) => boolean;
        /** Pause after the last keystroke before asking. @default 250 */
        delayMs?: number;
        /** Accessible name of the suggestion list. */
        suggestionsLabel: string;
      }
    | {
        /** A company name with the names of known companies suggested as it is typed (CompanyAutocomplete). */
        control: 'company';
        onSearch: (text: string) => Promise<string[]>;
      }
    | {
        /** An e-mailed or texted verification code with its send button (VerificationCodeField). */
        control: 'code';
        /** Sends a code; reject with an Error saying why not. */
        onSend: () => Promise<void>;
        sendDisabled?: boolean;
      }
    | {
        /** An ID card photo: picked, checked and uploaded by the caller; the field's value is the upload's id. */
        control: 'idPhoto';
        /** The types the picker offers, e.g. 'image/jpeg,image/png,image/webp'. */
        accept: string;
        status: IdPhotoStatus;
        thumbnailUrl: string | null;
        onFileChange: (file: File) => void;
      }
  );

export interface FormFieldsProps<Values extends { [Field in keyof Values]: string | boolean }> {
  /** The form's state (`useValidatedForm`, or a wizard's binding), which binds each control: value, rules, messages. */
  form: FormFieldsBinding<Extract<keyof Values, string>>;
  /** The fields, in the order they are shown (and focused when invalid). */
  fields: readonly FormFieldItem<Extract<keyof Values, string>>[];
}

/**
 * Renders a form's field list inside a FormFrame: a form declared as data (its spec in
 * @storefront/validation, its list here) gets its controls, grid cells and messages. The plain ones
 * (text, select, textarea) are BasicFormFields'; a form in first-load JS that has only those uses that
 * instead, without the other controls' code.
 */
export function FormFields<Values extends { [Field in keyof Values]: string | boolean }>({
  form,
  fields,
}: FormFieldsProps<Values>) {
  return fields.map((field) => {
    switch (field.control) {
      case 'file':
        return (
          <FileInput
            key={field.name}
            {...fieldProps(form, field)}
            accept={field.accept}
            onFileChange={field.onFileChange}
            className={formCellClasses.cell}
          />
        );
      case 'suggestions':
        return (
          <SuggestionInput
            key={field.name}
            {...fieldProps(form, field)}
            onSearch={field.onSearch}
            shouldSearch={field.shouldSearch}
            delayMs={field.delayMs ?? 250}
            suggestionsLabel={field.suggestionsLabel}
            autoComplete="off"
            className={formCellClasses.cell}
          />
        );
      case 'company':
        return (
          <CompanyAutocomplete
            key={field.name}
            {...fieldProps(form, field)}
            onSearch={field.onSearch}
            className={formCellClasses.cell}
          />
        );
      case 'code':
        return (
          <VerificationCodeField
            key={field.name}
            // Not `fieldProps`: the code field draws no description, and its other props go to its `<input>`.
            {...form.textProps(field.name)}
            label={field.label}
            onSend={field.onSend}
            sendDisabled={field.sendDisabled ?? false}
            className={formCellClasses.cell}
          />
        );
      case 'idPhoto':
        return (
          <IdPhotoInput
            key={field.name}
            {...fieldProps(form, field)}
            accept={field.accept}
            status={field.status}
            thumbnailUrl={field.thumbnailUrl}
            onFileChange={field.onFileChange}
            className={formCellClasses.cell}
          />
        );
      default:
        return basicFormField(form, field);
    }
  });
}
