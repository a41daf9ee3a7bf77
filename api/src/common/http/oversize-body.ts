import { type FastifyInstance, errorCodes } from 'fastify';

/** The bodies read to the end before the answer; a larger one is refused at once, its connection closed. */
export const DRAIN_CAP_BYTES = 8 * 1024 * 1024;
/** The bodies Fastify's own parsers read, within the route's limit (JSON and plain text). */
const LIMITED_TYPE = /^\s*(application\/([\w.-]+\+)?json|text\/plain)\s*(;|$)/i;

/**
 * A JSON or text body over the route's limit (1 MiB) is refused from its Content-Length: Fastify answers 413
 * and closes the connection without reading the body. A client still sending the body then sees its
 * connection reset (`write EPIPE` in Node's fetch, a network error in a browser) instead of the answer — a
 * matter of timing, which on a slow machine went against the client every time (the security suite's
 * property test, 2026-11-27). Bodies up to {@link DRAIN_CAP_BYTES} are now read and dropped first, so the
 * client gets the 413 and keeps its connection; nothing of them is kept. A larger one is still cut off at once.
 * The answer is Fastify's own error, which AllExceptionsFilter words as every other refusal
 * (`413 { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' }`).
 */
export function registerOversizeBodyAnswer(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const length = Number(request.headers['content-length']);
    if (
      !(length > request.routeOptions.bodyLimit) ||
      length > DRAIN_CAP_BYTES ||
      !LIMITED_TYPE.test(request.headers['content-type'] ?? '')
    ) {
      done();
      return;
    }
    let received = 0;
    request.raw
      .on('data', (chunk: Buffer) => {
        received += chunk.length;
        // A client sending more than it announced: stop reading, as Fastify would.
        if (received > length) request.raw.destroy();
      })
      .on('end', () => void reply.send(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()))
      .on('error', () => undefined);
  });
}
