import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operationIdOf } from './document-route';
import { accessOf } from './route-access';

const error = z.object({});

describe('how the API document tells who may call a route', () => {
  it('reads it from the path, then from a declared 401, and lets the route say otherwise', () => {
    expect(accessOf({ url: '/api/admin/reports' })).toBe('admin');
    expect(accessOf({ url: '/api/me/favourites' })).toBe('user');
    expect(accessOf({ url: '/api/me' })).toBe('user');
    expect(accessOf({ url: '/api/conversations', schema: { response: { 200: error, 401: error } } })).toBe('user');
    expect(accessOf({ url: '/api/products' })).toBe('public');
    expect(accessOf({ url: '/api/metrics' })).toBe('public');
    expect(accessOf({ url: '/api/products/:id', config: { access: 'optional' } })).toBe('optional');
  });

  it('names each operation from its method and path, parameters included', () => {
    expect(operationIdOf('POST', '/api/me/factors/:id/verify')).toBe('postMeFactorsByIdVerify');
    expect(operationIdOf('GET', '/media/public/:key')).toBe('getMediaPublicByKey');
    expect(operationIdOf('PATCH', '/api/admin/products/:id/moderation')).toBe('patchAdminProductsByIdModeration');
    expect(operationIdOf('POST', '/api/notifications/unsubscribe/confirm')).not.toBe(
      operationIdOf('POST', '/api/notifications/unsubscribe'),
    );
  });
});
