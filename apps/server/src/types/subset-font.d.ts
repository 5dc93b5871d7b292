declare module 'subset-font' {
  /** HarfBuzz's subsetter (harfbuzzjs, WebAssembly shipped in the package): the font with only `text`'s glyphs. */
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
  ): Promise<Buffer>;
}
