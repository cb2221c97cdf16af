/** subset-font ships no types: the options this project uses (https://github.com/papandreou/subset-font#api). */
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    noHinting?: boolean;
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(source: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
