/** What the build uses of subset-font (scripts/mf/site-figures-worker.ts); the package ships no types. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** OpenType layout features kept (four-letter tags); all of them when not given. */
    keepFeatures?: string[];
    /** `name` table entries kept besides those harfbuzz keeps (0 to 6). */
    preserveNameIds?: number[];
  }
  function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
  export = subsetFont;
}
