import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './app';

/** A JPEG as a phone takes it: rotated by EXIF orientation, carrying the GPS position. */
export async function phoneJpegWithGps(width = 640, height = 480): Promise<Buffer> {
  const plain = await sharp({ create: { width, height, channels: 3, background: '#7a3b2e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();
  return sharp(plain).withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

export const pngImage = (width = 200, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: '#d9a066' } })
    .png()
    .toBuffer();

/** A small JPEG whose header claims `width` × `height`: a decompression bomb as its header shows it. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

/** A stored private picture's type and what sharp reads of it (a cleaned one has no EXIF or XMP). */
export async function storedPicture(t: TestApp, key: string) {
  const file = await t.ctx.storage.get(key);
  if (!file) throw new Error(`nothing stored under ${key}`);
  const { exif, xmp, width, height } = await sharp(file.data).metadata();
  return { contentType: file.contentType, exif, xmp, width, height };
}

/** The names of the files in `private/<folder>` on the local disk (the test storage driver). */
export async function storedPrivateFiles(t: TestApp, folder: string): Promise<string[]> {
  const { storage } = t.ctx.config;
  if (storage.driver !== 'local') throw new Error('this reads the local storage folder');
  const names = await readdir(path.join(storage.localDir, 'private', folder)).catch(() => []);
  return names.filter((name) => !name.endsWith('.type'));
}

/** The start of a real MP4 (ftyp box), enough for type sniffing. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}

export const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

export type FilePart = { name: string; type: string; data: Buffer };

/** A multipart body with text fields and files, as the browser's FormData sends it. */
export function multipartForm(fields: Record<string, string>, files: { field: string; file: FilePart }[]) {
  const boundary = `----boucles${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const { field, file } of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart body with one file field. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  return multipartForm({}, [{ field, file: { name: filename, type: contentType, data } }]);
}
