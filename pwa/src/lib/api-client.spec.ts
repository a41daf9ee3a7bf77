import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiGet, apiRequest, errorMessage, messageFromBody } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requestOf = (fetchMock: ReturnType<typeof stubFetch>) => {
  const [url, init] = fetchMock.mock.calls[0];
  return { url, init: init as RequestInit, headers: new Headers((init as RequestInit).headers) };
};

describe('apiFetch', () => {
  it('turns a non-OK response into "<status>: <body text>" (spec §8)', async () => {
    stubFetch(new Response('Part not found', { status: 404, statusText: 'Not Found' }));
    await expect(apiFetch('/api/boat-parts/9')).rejects.toHaveProperty('message', '404: Part not found');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const error = await apiFetch('/api/news').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });

  it('keeps a JSON error body verbatim in the message', async () => {
    const body = JSON.stringify({ message: 'Username already exists', code: 'USERNAME_TAKEN' });
    stubFetch(new Response(body, { status: 409, statusText: 'Conflict' }));
    await expect(apiRequest('POST', '/api/register', { username: 'sam' })).rejects.toHaveProperty('message', `409: ${body}`);
  });

  it('sends cookies and a JSON content type with a JSON body', async () => {
    const fetchMock = stubFetch(Response.json({ id: 7 }, { status: 201 }));
    const created = await apiRequest<{ id: number }>('POST', '/api/boat-parts', { title: 'Bilge pump', price: 45 });

    expect(created).toEqual({ id: 7 });
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/boat-parts');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"title":"Bilge pump","price":45}');
  });

  it('leaves the content type to the browser for multipart uploads', async () => {
    const fetchMock = stubFetch(Response.json({ url: '/uploads/a.webp' }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('POST', '/api/upload-image', form);

    const { init, headers } = requestOf(fetchMock);
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
    expect(init.credentials).toBe('include');
  });

  it('sends cookies on a GET without a body or content type', async () => {
    const fetchMock = stubFetch(Response.json([]));
    await apiRequest('GET', '/api/members');
    const { init, headers } = requestOf(fetchMock);
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('resolves an empty 204 answer to undefined', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined();
  });
});

describe('apiGet', () => {
  it('returns null on 401 when asked to (the current-user query)', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiGet('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiGet('/api/boat-parts/user')).rejects.toHaveProperty('message', '401: Unauthorized');
  });
});

describe('error messages', () => {
  it('reads the message field of a JSON error body', () => {
    expect(messageFromBody('{"message":"Title must be at least 5 characters","code":"VALIDATION"}')).toBe(
      'Title must be at least 5 characters',
    );
    expect(messageFromBody('Bad Gateway')).toBeUndefined();
    expect(messageFromBody('{"code":"X"}')).toBeUndefined();
    expect(messageFromBody('')).toBeUndefined();
  });

  it('prefers the server message and otherwise uses the screen fallback', async () => {
    stubFetch(new Response('{"message":"Email already registered"}', { status: 409, statusText: 'Conflict' }));
    const serverError = await apiFetch('/api/register', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(errorMessage(serverError, 'Registration failed. Please try again.')).toBe('Email already registered');

    expect(errorMessage(new TypeError('Failed to fetch'), 'Please try again later')).toBe('Please try again later');
    expect(errorMessage(new ApiError(500, 'Internal Server Error', ''), 'Failed to post answer')).toBe('Failed to post answer');
  });
});
