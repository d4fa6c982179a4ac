import type { TestClient } from './http';
import { type FilePart, multipartForm } from './files';

/** A professional's complete legal details, as the 'Statut de vendeur' form sends them (decision 060). */
export const professionalDetails = {
  status: 'professional',
  companyName: 'Boucles & Co SAS',
  address: '10 rue du Faubourg, 75010 Paris',
  phone: '+33 6 12 34 56 78',
  email: 'contact@boucles-co.fr',
  siret: '73282932000074',
  vatNumber: '',
  certifiesEuCompliance: true,
};

/** The seller's verification request: kind, SIRET and the identity document, multipart. */
export function requestVerification(client: TestClient, fields: Record<string, string>, document: FilePart) {
  const body = multipartForm(fields, [{ field: 'document', file: document }]);
  return client.request('POST', '/api/me/verification', body.payload, {
    headers: { 'content-type': body.contentType },
  });
}
