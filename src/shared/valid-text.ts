// Without zod, so that the shop's first screen can check a search the way the API does.

// PostgreSQL refuses NUL in text, and a lone surrogate is not Unicode at all (it cannot be
// stored as UTF-8): neither can be typed, both come from a broken or hostile client.
const INVALID_CHARACTER = /[\0\p{Cs}]/u;

export const isValidText = (value: string): boolean => !INVALID_CHARACTER.test(value);
