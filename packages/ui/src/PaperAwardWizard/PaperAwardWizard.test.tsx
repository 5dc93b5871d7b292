import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import {
  areas,
  awardAnswers,
  fakeWizardActors,
  searchCatalogNumbers,
} from '../ApplicationWizard/ApplicationWizard.fixtures';
import { applicationFieldMessages as f } from '../ApplicationWizard/applicationFields.messages';
import { paperAwardMachine } from '../machines/paperAwardMachine';
import { renderWithIntl } from '../test/renderWithIntl';
import { PaperAwardWizard } from './PaperAwardWizard';

const { imageId1, imageId2, ...withoutPhotos } = awardAnswers;

function Harness({
  upload,
  revokePreviewUrl,
}: {
  upload: 'done' | 'failed';
  revokePreviewUrl: (url: string) => void;
}) {
  const actor = useActorRef(
    paperAwardMachine.provide({
      actors: fakeWizardActors({ draft: { step: 'applicant', values: withoutPhotos }, upload }),
    }),
    { input: { siteLocale: 'en' } },
  );
  const made = useRef(0);
  return (
    <PaperAwardWizard
      actor={actor}
      areas={areas}
      onSearchCatalogNumbers={searchCatalogNumbers}
      previewUrlOf={() => `blob:preview-${++made.current}`}
      revokePreviewUrl={revokePreviewUrl}
    />
  );
}

const jpeg = () => new File([new Uint8Array(16)], 'front.jpg', { type: 'image/jpeg' });

async function pickFront() {
  const input = await screen.findByLabelText(new RegExp(f.imageId1.defaultMessage), {
    selector: 'input[type="file"]',
  });
  await act(async () => {
    fireEvent.change(input, { target: { files: [jpeg()] } });
  });
}

describe('PaperAwardWizard previews', () => {
  test('a preview URL is freed when another photo replaces it and when the wizard goes', async () => {
    const revoke = vi.fn();
    const { unmount } = renderWithIntl(<Harness upload="done" revokePreviewUrl={revoke} />, 'en');
    await pickFront();
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe('blob:preview-1'));
    expect(revoke).not.toHaveBeenCalled();
    await pickFront();
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:preview-1'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('blob:preview-2');
    expect(revoke).not.toHaveBeenCalledWith('blob:preview-2');
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
  });

  test('the preview URL of a photo whose upload failed is freed with its thumbnail', async () => {
    const revoke = vi.fn();
    renderWithIntl(<Harness upload="failed" revokePreviewUrl={revoke} />, 'en');
    await pickFront();
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:preview-1'));
    expect(screen.queryByRole('img')).toBeNull();
  });
});
