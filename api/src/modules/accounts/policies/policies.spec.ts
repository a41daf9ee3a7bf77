import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password.policy';
import { isInappropriateUsername } from './username.policy';

describe('isInappropriateUsername', () => {
  it.each(['fuckface99', 'sh1thead', 'f_u_c_k_boat', 'BITCH'])('refuses %s', (name) => {
    expect(isInappropriateUsername(name)).toBe(true);
  });
  it.each(['sailor_sam', 'scunthorpe_marine', 'assassin_bug', 'captain.expert', 'hancock-sails', 'grace_h'])('accepts %s', (name) => {
    expect(isInappropriateUsername(name)).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it.each(['password', 'Password1!', 'qwerty123!', '12345678', 'iloveyou!1', 'Sunshine#1', 'Sailing#42'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });
  it.each(['Harbour#2024x', 'Tr1m-the-jib!', 'Keel&Rudder9', 'Mooring-L1ne-77'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
