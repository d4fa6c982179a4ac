import { z } from 'zod';
// Every form and route that takes text loads this module: zod speaks French there too.
import './zod-french';
import { isValidText } from './valid-text';

export const invalidTextMessage = 'Caractère invalide dans le texte';

// Re-exported: the many forms and routes that import it from here keep doing so.
export { isValidText };

/**
 * The base of every text a request carries: a string without NUL or lone surrogate, checked
 * first so that its message is the one shown. `params` are z.string()'s (the message when missing).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isValidText, { message: invalidTextMessage, abort: true });
