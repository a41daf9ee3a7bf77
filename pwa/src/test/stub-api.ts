/** A handler per `METHOD /path` (query ignored); anything else answers 404 `{ message, code }`. */
export type StubRoutes = Record<string, (request: Request) => Response | Promise<Response>>;

/** A `fetch` stand-in that answers from `routes`, for `vi.stubGlobal('fetch', vi.fn(stubApi({...})))`. */
export function stubApi(routes: StubRoutes) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost'), init);
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    return handler ? handler(request) : Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  };
}
