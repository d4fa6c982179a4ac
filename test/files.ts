import sharp from 'sharp';

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
