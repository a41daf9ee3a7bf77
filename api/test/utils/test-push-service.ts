import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A device as a browser would hold it: its keys and the subscription it hands to the server. */
export interface TestDevice {
  endpoint: string;
  /** PushSubscription.toJSON() */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 for the tests (docs/decisions.md "Saved searches and alerts"): it records every message posted to its
 * endpoints and answers 201, or the status set for an endpoint (410 = the device unsubscribed).
 * `decrypt` opens a message with the device's keys as a browser does (RFC 8291 / RFC 8188, aes128gcm),
 * written here from the RFCs, independently of the `web-push` package that encrypts.
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly statuses = new Map<string, number>();
  private server?: Server;
  url = '';

  async start(host = '127.0.0.1'): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = this.statuses.get(path) ?? 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, host, resolve));
    this.url = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A new device subscribed at this service. */
  device(): TestDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const endpoint = `${this.url}/push/${randomBytes(12).toString('hex')}`;
    return {
      endpoint,
      subscription: {
        endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      },
      privateKey: ecdh.getPrivateKey(),
      publicKey: ecdh.getPublicKey(),
      authSecret,
    };
  }

  /** Answer this status to messages for the device from now on. */
  answer(device: TestDevice, status: number): void {
    this.statuses.set(new URL(device.endpoint).pathname, status);
  }

  /** The messages posted to the device's endpoint. */
  messagesFor(device: TestDevice): ReceivedPush[] {
    return this.received.filter((m) => m.path === new URL(device.endpoint).pathname);
  }
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/** Decrypts an aes128gcm Web Push message with the device's keys; throws if it does not authenticate. */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  // RFC 8291 §3.4: IKM from the ECDH secret and the auth secret, bound to both public keys.
  const prkKey = hmac(device.authSecret, sharedSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverPublicKey]);
  const ikm = hmac(prkKey, keyInfo, Buffer.from([1]));
  // RFC 8188 §2.2: content-encryption key and nonce.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
