import type { ApiErrorBody, genericErrorMessage as sharedGenericMessage } from '@shared/errors/api-error';

/**
 * The shared module builds zod schemas when loaded, which would put zod in the
 * first download; the type annotation makes the compiler check this copy stays
 * identical to the shared text.
 */
const genericErrorMessage: typeof sharedGenericMessage = 'Une erreur est survenue, veuillez réessayer';

/** An API failure carrying the server's French message, ready to show as a toast. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except a FormData (file uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * How requests leave: the browser's fetch, or, when the server draws a page's first screen with
 * the visitor's data (app/first-screen.tsx), its own call into the API for that visitor.
 */
export const transport: { fetch: typeof fetch } = { fetch: (input, init) => fetch(input, init) };

/**
 * Calls our API and returns the parsed JSON (null for an empty body).
 * Cookies carry the session; the browser adds the Origin header the server checks
 * against CSRF, so nothing else is needed here.
 */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<unknown> {
  const { method = 'GET', body, headers, signal } = request;
  let response: Response;
  try {
    response = await transport.fetch(path, {
      method,
      credentials: 'same-origin',
      // A FormData body goes as multipart, with the boundary the browser sets.
      headers: {
        Accept: 'application/json',
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // Offline or server unreachable: the same French message as any unknown failure.
    throw new ApiError('network_error', genericErrorMessage, 0);
  }

  const payload = await readJson(response);
  if (response.ok) return payload;

  if (isApiErrorBody(payload)) throw new ApiError(payload.error.code, payload.error.message, response.status);
  throw new ApiError('http_error', genericErrorMessage, response.status);
}

/** Checks the shared error shape by hand, for the same reason: no zod on every page. */
function isApiErrorBody(payload: unknown): payload is ApiErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    'message' in error &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    error.message !== ''
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy or gateway page (HTML) rather than our API: no usable payload.
    return null;
  }
}

/** The message to show for any thrown value, API or not. */
export function errorMessage(error: unknown, fallback: string = genericErrorMessage): string {
  return error instanceof ApiError ? error.message : fallback;
}
