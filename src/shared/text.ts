import { z } from 'zod';
// Every form and route that takes text loads this module: zod speaks French there too.
import './zod-french';

export const invalidTextMessage = 'Caractère invalide dans le texte';

// PostgreSQL refuses NUL in text, and a lone surrogate is not Unicode at all (it cannot be
// stored as UTF-8): neither can be typed, both come from a broken or hostile client.
const INVALID_CHARACTER = /[\0\p{Cs}]/u;

export const isValidText = (value: string): boolean => !INVALID_CHARACTER.test(value);

/**
 * The base of every text a request carries: a string without NUL or lone surrogate, checked
 * first so that its message is the one shown. `params` are z.string()'s (the message when missing).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isValidText, { message: invalidTextMessage, abort: true });
