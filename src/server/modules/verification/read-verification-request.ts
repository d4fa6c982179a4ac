import type { FastifyRequest } from 'fastify';
import { verificationDocumentRules } from '@shared/trust/verification.schemas';
import { badRequest } from '@server/platform/errors';
import { type Upload, uploadReadError } from '@server/platform/read-upload';

export type VerificationForm = { fields: Record<string, string>; document: Upload | null };

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** The seller's form as the browser sends it: text fields (kind, siret) and one "document" file. */
export async function readVerificationRequest(request: FastifyRequest): Promise<VerificationForm> {
  if (!request.isMultipart()) throw badRequest(verificationDocumentRules.messages.required, 'FILE_REQUIRED');
  const fields: Record<string, string> = {};
  let document: Upload | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: verificationDocumentRules.maxBytes, files: 1, fields: 5 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'document' && data.length > 0) {
          document = { filename: part.filename, data, truncated: part.file.truncated };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest('Un seul document à la fois', 'TOO_MANY_FILES');
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(verificationDocumentRules.messages.size, 'FILE_TOO_LARGE');
    }
    throw uploadReadError(error);
  }
  return { fields, document };
}
