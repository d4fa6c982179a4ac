import { z } from 'zod';

/** One file part of a multipart upload, as the route reads it. */
export type UploadFile = {
  field: string;
  types: readonly string[];
  maxBytes: number;
  /** More than one file under the same field name (return photos). */
  maxCount?: number;
  /** Said when one limit does not fit all accepted types (product images and videos). */
  note?: string;
};

/** What a multipart route reads: its files, and its text fields as a zod object. */
export type UploadBody = { files: readonly UploadFile[]; fields?: z.ZodObject; optional?: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart route's body, for the API document (the route reads it with @fastify/multipart). */
    upload?: UploadBody;
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function fileSchema(file: UploadFile) {
  const one = {
    type: 'string',
    format: 'binary',
    description: `${file.types.join(', ')}; ${megabytes(file.maxBytes)} at most${file.note ? ` (${file.note})` : ''}`,
    'x-max-bytes': file.maxBytes,
  };
  return file.maxCount ? { type: 'array', items: one, maxItems: file.maxCount } : one;
}

/** The OpenAPI request body of a multipart route: field names, accepted types (per part) and size limits. */
export function uploadRequestBody(upload: UploadBody) {
  const fields = upload.fields
    ? (z.toJSONSchema(upload.fields, { target: 'openapi-3.0', io: 'input' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      })
    : {};
  const requiredFiles = upload.files.filter((file) => !file.maxCount).map((file) => file.field);
  const required = [...(fields.required ?? []), ...requiredFiles];
  return {
    required: !upload.optional,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            ...fields.properties,
            ...Object.fromEntries(upload.files.map((file) => [file.field, fileSchema(file)])),
          },
          ...(required.length > 0 ? { required } : {}),
        },
        encoding: Object.fromEntries(upload.files.map((file) => [file.field, { contentType: file.types.join(', ') }])),
      },
    },
  };
}

/** One file field read under the limits the form also checks (a `FileRules` of src/shared). */
export function fileField(
  field: string,
  rules: { types: readonly string[]; maxBytes: number },
  more: Pick<UploadFile, 'maxCount' | 'note'> = {},
): UploadFile {
  return { field, types: rules.types, maxBytes: rules.maxBytes, ...more };
}
