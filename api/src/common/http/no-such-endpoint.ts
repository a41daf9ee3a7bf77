/** The 404 text for an unknown /api path; the path is clipped so a long URL is not echoed back whole. */
export function noSuchEndpoint(method: string, url: string): string {
  const path = url.split('?')[0];
  return `No such endpoint: ${method} ${path.length > 120 ? `${path.slice(0, 120)}…` : path}`;
}
