import type { ToolboxReport } from './toolboxReport';

/** A CSV field, quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The report as CSV: title, date, version and module first, then each section under its heading
 * (a table's column headings, or label-value rows), separated by an empty line. CRLF line ends and a
 * byte-order mark, so spreadsheet programs open the Chinese text as UTF-8.
 */
export function toolboxCsv(report: ToolboxReport): string {
  const lines: string[][] = [[report.title], ...report.meta];
  for (const section of report.sections) {
    lines.push([], [section.heading]);
    if (section.columns) lines.push(section.columns);
    lines.push(...section.rows);
  }
  return `\uFEFF${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Saves a file through the browser's download (an object URL on a temporary link). */
export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
