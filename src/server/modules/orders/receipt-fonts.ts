import { readFile } from 'node:fs/promises';
import { assetPath } from '@server/platform/assets';

/**
 * DejaVu Sans, embedded in every receipt: it covers Latin Extended, Vietnamese, Greek and
 * Cyrillic, so 'Łódź' and 'Nguyễn' are printed as given (licence: node_modules/dejavu-fonts-ttf/LICENSE,
 * free to embed, copied beside it by the build).
 */
const fontFile = (name: string) => assetPath(`fonts/${name}`);

export interface ReceiptFonts {
  regular: Buffer;
  bold: Buffer;
  /** Whether both faces draw this character; anything else is printed as a plain letter or '?'. */
  draws(char: string): boolean;
}

async function loadFonts(): Promise<ReceiptFonts> {
  const [{ create }, regular, bold] = await Promise.all([
    import('fontkit'),
    readFile(fontFile('DejaVuSans.ttf')),
    readFile(fontFile('DejaVuSans-Bold.ttf')),
  ]);
  const faces = [create(regular), create(bold)];
  return {
    regular,
    bold,
    draws: (char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && faces.every((face) => face.hasGlyphForCodePoint(code));
    },
  };
}

let fonts: Promise<ReceiptFonts> | undefined;

/** Read once, on the first receipt, so the server does not load them at start-up. */
export function receiptFonts(): Promise<ReceiptFonts> {
  fonts ??= loadFonts().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}
