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
  sharp({ create: { width, height, channels: 4, background: '#d9a066' } }).png().toBuffer();

/** The start of a real MP4 (ftyp box), enough for type sniffing. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}

export const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

/** Builds a multipart/form-data body with one file field, as a browser's FormData would. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----boucles${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
