import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { DocumentList, type DocumentListDocument } from './DocumentList';
import { documentListMessages } from './DocumentList.messages';

const documentsZh: DocumentListDocument[] = [
  {
    id: 1,
    title: '2025年第三季度报告',
    publishDate: '2025-10-28',
    fileSize: 2150,
    href: '/files/investor-documents/1',
  },
  {
    id: 4,
    title: '2024年年度报告',
    publishDate: '2025-03-28',
    fileSize: 2380,
    href: '/files/investor-documents/4',
  },
  {
    id: 8,
    title: '关于苏州生产基地二期项目投资的公告',
    publishDate: '2024-11-15',
    fileSize: 1960,
    href: '/files/investor-documents/8',
  },
];
const documentsEn: DocumentListDocument[] = [
  { ...(documentsZh[0] as DocumentListDocument), title: 'Third Quarter Report 2025' },
  { ...(documentsZh[1] as DocumentListDocument), title: 'Annual Report 2024' },
  {
    ...(documentsZh[2] as DocumentListDocument),
    title: 'Investment in Phase II of the Suzhou Production Site',
  },
];

const meta = {
  title: 'Components/DocumentList',
  component: DocumentList,
  args: { documents: documentsZh },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectDownloads(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  documents: readonly DocumentListDocument[],
) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  for (const document of documents) {
    const size = intl.formatNumber(Math.round(document.fileSize / 1024), {
      style: 'unit',
      unit: 'kilobyte',
      unitDisplay: 'short',
    });
    const link = canvas.getByRole('link', { name: new RegExp(`${document.title}$`) });
    await expect(link).toHaveTextContent(intl.formatMessage(documentListMessages.downloadShort));
    await expect(link).toHaveTextContent(intl.formatMessage(documentListMessages.fileInfo, { size }));
    await expect(link).toHaveAttribute('href', document.href);
    await expect(link).toHaveAttribute('download');
  }
}

export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => expectDownloads(canvasElement, globals, args.documents),
};

export const Playground: Story = {};

export const English: Story = {
  args: { documents: documentsEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals, args }) => expectDownloads(canvasElement, globals, args.documents),
};

export const Mobile: Story = {
  args: { documents: documentsEn },
  globals: { locale: 'en', viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals, args }) => {
    await expectDownloads(canvasElement, globals, args.documents);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvasElement, globals }) => {
    const title = storyIntl(globals).formatMessage(documentListMessages.emptyTitle);
    await expect(within(canvasElement).getByRole('heading', { name: title })).toBeVisible();
  },
};

/** A page may take over a download (the resources page asks a visitor for the download form first). */
export const InterceptedDownload: Story = {
  args: {
    onDownload: fn((_document, event) => {
      event.preventDefault();
    }),
  },
  play: async ({ canvasElement, globals, args }) => {
    const intl = storyIntl(globals);
    const links = within(canvasElement).getAllByRole('link', {
      name: new RegExp(`^${intl.formatMessage(documentListMessages.downloadShort)}`),
    });
    await userEvent.click(links[1] as HTMLElement);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(args.onDownload).toHaveBeenCalledWith(args.documents[1], expect.anything());
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <DocumentList documents={documentsZh} />
      <DocumentList documents={[]} />
      <DocumentList documents={[]} loading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};
