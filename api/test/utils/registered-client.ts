import { expect } from 'vitest';
import { registrationFactory } from './factories';
import { TestClient } from './http-client';

/** What POST /api/register answers about the new account (the fields tests read). */
export interface RegisteredUser {
  id: number;
  username: string;
  email: string;
}

/** Registers a fresh account on the API at `baseUrl` (CAPTCHA is off in tests); its client keeps the session cookie. */
export async function registeredClient(baseUrl: string): Promise<{ client: TestClient; user: RegisteredUser }> {
  const client = new TestClient(baseUrl);
  const res = await client.post<RegisteredUser>('/api/register', registrationFactory());
  expect(res.status).toBe(201);
  return { client, user: res.body };
}
