import { describe, expect, it } from 'vitest';
import {
  creationOptionsFromJSON,
  fromBase64url,
  PasskeyOptionsError,
  registrationToJSON,
  toBase64url,
} from '../../../src/components/passkey-prompt/passkey-webauthn.logic';

const bytes = (...values: number[]) => new Uint8Array(values);

/** The demo server's answer shape (docs/api AuthPasskeyCreationOptions). */
const OPTIONS = {
  challenge: 'q83vEjRWeJA',
  rp: { id: 'localhost', name: 'hr-shell demo' },
  user: { id: 'dXNlci0x', name: 'owner', displayName: 'Ada Lovelace' },
  pubKeyCredParams: [
    { type: 'public-key', alg: -7 },
    { type: 'public-key', alg: -257 },
  ],
  timeout: 60000,
  attestation: 'none',
  authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  excludeCredentials: [{ type: 'public-key', id: '-_8', transports: ['internal', 7] }],
};

describe('base64url', () => {
  it('round-trips every byte value, with - and _ and no padding', () => {
    const all = new Uint8Array(256).map((_, index) => index);
    const text = toBase64url(all);
    expect(text).not.toMatch(/[+/=]/);
    expect([...fromBase64url(text)]).toEqual([...all]);
    expect(toBase64url(bytes(0xfb, 0xff))).toBe('-_8');
    expect([...fromBase64url('-_8')]).toEqual([0xfb, 0xff]);
    expect(toBase64url(new Uint8Array(0))).toBe('');
  });

  it('reads a view of a larger buffer by its own bytes only', () => {
    const buffer = bytes(1, 2, 3, 4, 5).buffer;
    expect(toBase64url(new Uint8Array(buffer, 1, 2))).toBe(toBase64url(bytes(2, 3)));
    expect(toBase64url(buffer)).toBe(toBase64url(bytes(1, 2, 3, 4, 5)));
  });

  it('tolerates padding, refuses base64 characters and impossible lengths', () => {
    expect([...fromBase64url('AQ==')]).toEqual([1]);
    expect(() => fromBase64url('a+b/')).toThrow(TypeError);
    expect(() => fromBase64url('abcde')).toThrow(TypeError);
  });
});

describe('creationOptionsFromJSON', () => {
  it("turns the server's JSON options into creation options, with bytes where WebAuthn wants them", () => {
    const options = creationOptionsFromJSON(OPTIONS);
    expect([...new Uint8Array(options.challenge as Uint8Array)]).toEqual([...fromBase64url('q83vEjRWeJA')]);
    expect(new TextDecoder().decode(options.user.id as Uint8Array)).toBe('user-1');
    expect(options.user).toMatchObject({ name: 'owner', displayName: 'Ada Lovelace' });
    expect(options.rp).toEqual({ id: 'localhost', name: 'hr-shell demo' });
    expect(options.pubKeyCredParams).toEqual(OPTIONS.pubKeyCredParams);
    expect(options).toMatchObject({
      timeout: 60000,
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    expect(options.excludeCredentials).toHaveLength(1);
    expect([...(options.excludeCredentials![0]!.id as Uint8Array)]).toEqual([0xfb, 0xff]);
    expect(options.excludeCredentials![0]!.transports).toEqual(['internal']);
  });

  it('refuses malformed answers', () => {
    const broken = [
      null,
      [],
      { ...OPTIONS, challenge: undefined },
      { ...OPTIONS, challenge: 'not base64url!' },
      { ...OPTIONS, user: { name: 'x' } },
      { ...OPTIONS, rp: null },
      { ...OPTIONS, pubKeyCredParams: [] },
      { ...OPTIONS, pubKeyCredParams: [{ type: 'public-key', alg: 'ES256' }] },
      { ...OPTIONS, excludeCredentials: 'x' },
      { ...OPTIONS, excludeCredentials: [{ type: 'other', id: 'AA' }] },
    ];
    for (const json of broken) expect(() => creationOptionsFromJSON(json)).toThrow(PasskeyOptionsError);
  });
});

describe('registrationToJSON', () => {
  it('encodes the credential as the server expects: id equal to rawId, base64url fields, known transports', () => {
    const json = registrationToJSON({
      rawId: bytes(1, 2, 250).buffer,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: new TextEncoder().encode('{"type":"webauthn.create"}').buffer,
        attestationObject: bytes(0xa3, 0x63).buffer,
        getTransports: () => ['internal', 'hybrid', 'carrier-pigeon'],
      },
    });
    expect(json).toEqual({
      id: 'AQL6',
      rawId: 'AQL6',
      type: 'public-key',
      response: {
        clientDataJSON: toBase64url(new TextEncoder().encode('{"type":"webauthn.create"}')),
        attestationObject: 'o2M',
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
    });
  });

  it('leaves out what the browser does not give (transports, attachment), and refuses a missing attestation', () => {
    const json = registrationToJSON({
      rawId: bytes(1).buffer,
      type: 'public-key',
      authenticatorAttachment: null,
      response: { clientDataJSON: bytes(2).buffer, attestationObject: bytes(3).buffer },
    });
    expect(json).not.toHaveProperty('authenticatorAttachment');
    expect(json.response).not.toHaveProperty('transports');
    expect(() =>
      registrationToJSON({ rawId: bytes(1).buffer, type: 'public-key', response: { clientDataJSON: bytes(2).buffer } }),
    ).toThrow(PasskeyOptionsError);
  });
});
