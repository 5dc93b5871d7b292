import { fieldIssueMessage, paperAwardForm } from '@storefront/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import type { MessageDescriptor } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import {
  areas,
  awardAnswers,
  fakeWizardActors,
  searchCatalogNumbers,
} from '../ApplicationWizard/ApplicationWizard.fixtures';
import { applicationWizardMessages as m } from '../ApplicationWizard/ApplicationWizard.messages';
import { applicationFieldMessages as f } from '../ApplicationWizard/applicationFields.messages';
import { idPhotoInputMessages as photo } from '../internal/FormFields/IdPhotoInput.messages';
import type { ApplicationDraft } from '../machines/applicationWizard';
import { paperAwardMachine } from '../machines/paperAwardMachine';
import { docgenDescription } from '../test/docgen';
import { storyIntl } from '../test/storyIntl';
import { PaperAwardWizard } from './PaperAwardWizard';

// Widened: without a type argument, defineMessages types every message as taking no values.
const thumbnail: MessageDescriptor = photo.thumbnail;

interface HarnessProps {
  draft?: ApplicationDraft | null;
  upload?: 'done' | 'failed' | 'pending';
  submit?: 'done' | 'failed';
}

// A 1×1 transparent PNG: a preview the story can show without a network.
const previewUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function Harness({ draft = null, upload = 'done', submit = 'done' }: HarnessProps) {
  const actor = useActorRef(
    paperAwardMachine.provide({ actors: fakeWizardActors({ draft, upload, submit }) }),
    {
      input: { siteLocale: 'cn' },
    },
  );
  return (
    <PaperAwardWizard
      actor={actor}
      areas={areas}
      onSearchCatalogNumbers={searchCatalogNumbers}
      previewUrlOf={() => previewUrl}
    />
  );
}

const meta = {
  title: 'Components/PaperAwardWizard',
  component: Harness,
  // The page documents the wizard, not this harness: its notes and, in a tab, its props.
  subcomponents: { PaperAwardWizard },
  parameters: { docs: { description: { component: docgenDescription(PaperAwardWizard) } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { imageId1, imageId2, ...withoutPhotos } = awardAnswers;
const applicantWithoutPhotos = { step: 'applicant', values: withoutPhotos };
const jpeg = (bytes = 1024) => new File([new Uint8Array(bytes)], 'front.jpg', { type: 'image/jpeg' });

const photoInput = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(label), { selector: 'input[type="file"]' });

/** Next without the ID photos: the applicant step holds and asks for them. */
export const InvalidNext: Story = {
  tags: ['snapshot'],
  args: { draft: applicantWithoutPhotos },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.next) }));
    const message = fieldIssueMessage('imageId1', 'required', paperAwardForm.imageId1);
    await expect(
      await canvas.findByText(intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage })),
    ).toBeVisible();
  },
};

export const InvalidNextEnglish: Story = {
  globals: { locale: 'en' },
  args: InvalidNext.args,
  play: InvalidNext.play,
};

export const PhotoUploading: Story = {
  args: { draft: applicantWithoutPhotos, upload: 'pending' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: intl.formatMessage(m.next) });
    await userEvent.upload(photoInput(canvasElement, intl.formatMessage(f.imageId1)), jpeg());
    await expect(await canvas.findByText(intl.formatMessage(photo.uploading))).toBeVisible();
  },
};

export const PhotoUploaded: Story = {
  args: { draft: applicantWithoutPhotos },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: intl.formatMessage(m.next) });
    await userEvent.upload(photoInput(canvasElement, intl.formatMessage(f.imageId1)), jpeg());
    await expect(await canvas.findByText(intl.formatMessage(photo.done))).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: intl.formatMessage(thumbnail, { label: intl.formatMessage(f.imageId1) }),
      }),
    ).toBeVisible();
  },
};

export const PhotoUploadedEnglish: Story = {
  globals: { locale: 'en' },
  args: PhotoUploaded.args,
  play: PhotoUploaded.play,
};

export const PhotoUploadFailed: Story = {
  args: { draft: applicantWithoutPhotos, upload: 'failed' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: intl.formatMessage(m.next) });
    await userEvent.upload(photoInput(canvasElement, intl.formatMessage(f.imageId2)), jpeg());
    await expect(await canvas.findByText('The picture could not be read')).toBeVisible();
  },
};

/** A picture of another type is refused before any upload, in the page's language. */
export const PhotoWrongType: Story = {
  args: { draft: applicantWithoutPhotos },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: intl.formatMessage(m.next) });
    const gif = new File([new Uint8Array(10)], 'front.gif', { type: 'image/gif' });
    // The picker only offers the accepted types; a drop or a picker that ignores `accept` still gets here.
    await userEvent.upload(photoInput(canvasElement, intl.formatMessage(f.imageId1)), gif, {
      applyAccept: false,
    });
    const message = fieldIssueMessage('imageId1', 'imageType', paperAwardForm.imageId1);
    await expect(
      await canvas.findByText(intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage })),
    ).toBeVisible();
  },
};

export const PhotoTooLarge: Story = {
  args: { draft: applicantWithoutPhotos },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: intl.formatMessage(m.next) });
    await userEvent.upload(
      photoInput(canvasElement, intl.formatMessage(f.imageId1)),
      jpeg(5 * 1024 * 1024 + 1),
    );
    const message = fieldIssueMessage('imageId1', 'fileSize', paperAwardForm.imageId1);
    await expect(
      await canvas.findByText(
        intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values),
      ),
    ).toBeVisible();
  },
};

/** The review shows the award of the 2,000 CNY tier (impact factor 7.5): before tax, the 20 % tax, net. */
export const ReviewAmounts: Story = {
  args: { draft: { step: 'review', values: awardAnswers } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: intl.formatMessage(m.submit) });
    const cny = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'CNY' });
    await expect(canvas.getByText(cny(2000))).toBeVisible();
    await expect(canvas.getByText(cny(400))).toBeVisible();
    await expect(canvas.getByText(cny(1600))).toBeVisible();
  },
};

export const ReviewAmountsEnglish: Story = {
  globals: { locale: 'en' },
  args: ReviewAmounts.args,
  play: ReviewAmounts.play,
};

export const SubmitSuccess: Story = {
  args: { draft: { step: 'review', values: awardAnswers } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.submit) }));
    const sent = await canvas.findByRole('status');
    await expect(sent).toHaveTextContent('AWD-20260301-0001');
    await expect(sent).toHaveTextContent(intl.formatNumber(1600, { style: 'currency', currency: 'CNY' }));
  },
};

export const SubmitFailure: Story = {
  args: { draft: { step: 'review', values: awardAnswers }, submit: 'failed' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.submit) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Service busy, please try again later');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  args: { draft: { step: 'paper', values: awardAnswers } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: intl.formatMessage(m.next) })).toBeVisible();
  },
};
