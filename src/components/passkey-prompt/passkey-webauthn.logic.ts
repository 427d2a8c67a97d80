/**
 * The WebAuthn JSON forms of `<hr-passkey-prompt>`'s registration (docs/api
 * authPasskeyRegistrationOptions and authPasskeyRegister): the server's
 * `PublicKeyCredentialCreationOptionsJSON` into the options `navigator.credentials.create` takes
 * (base64url strings into bytes), and the created credential into the `RegistrationResponseJSON`
 * the server checks (bytes into base64url, no padding). Done by hand rather than with
 * `PublicKeyCredential.parseCreationOptionsFromJSON` / `toJSON()`, which older browsers lack.
 * Pure: no React, no DOM, no network.
 */
import { isRecord } from '../../lib/json';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Bytes of a base64url string (padding tolerated); throws on any other character. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const bare = text.replace(/=+$/, '');
  if (!BASE64URL.test(bare) || bare.length % 4 === 1) throw new TypeError('not base64url');
  const binary = atob(bare.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (bare.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** base64url without padding of bytes (an ArrayBuffer or a view). */
export function toBase64url(data: ArrayBuffer | ArrayBufferView): string {
  const bytes =
    data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export class PasskeyOptionsError extends Error {
  override readonly name = 'PasskeyOptionsError';
}

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !value) throw new PasskeyOptionsError(`${what} is missing`);
  return value;
};

const bytes = (value: unknown, what: string): Uint8Array<ArrayBuffer> => {
  try {
    return fromBase64url(text(value, what));
  } catch {
    throw new PasskeyOptionsError(`${what} is not base64url`);
  }
};

function descriptors(value: unknown): PublicKeyCredentialDescriptor[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new PasskeyOptionsError('excludeCredentials is not a list');
  return value.map((entry: unknown) => {
    if (!isRecord(entry) || entry.type !== 'public-key') throw new PasskeyOptionsError('bad excludeCredentials entry');
    return {
      type: 'public-key',
      id: bytes(entry.id, 'excludeCredentials id'),
      ...(Array.isArray(entry.transports) && {
        transports: entry.transports.filter((item): item is AuthenticatorTransport => typeof item === 'string'),
      }),
    };
  });
}

/**
 * `PublicKeyCredentialCreationOptionsJSON` → `PublicKeyCredentialCreationOptions`: the challenge,
 * the user id and every excluded credential id become bytes. Throws PasskeyOptionsError on a
 * malformed answer (a missing challenge, a user without id, a non-base64url value).
 */
export function creationOptionsFromJSON(json: unknown): PublicKeyCredentialCreationOptions {
  if (!isRecord(json)) throw new PasskeyOptionsError('the options are not an object');
  const { rp, user, pubKeyCredParams } = json;
  if (!isRecord(rp) || typeof rp.name !== 'string') throw new PasskeyOptionsError('rp is missing');
  if (!isRecord(user)) throw new PasskeyOptionsError('user is missing');
  if (!Array.isArray(pubKeyCredParams) || pubKeyCredParams.length === 0)
    throw new PasskeyOptionsError('pubKeyCredParams is missing');
  const options: PublicKeyCredentialCreationOptions = {
    challenge: bytes(json.challenge, 'challenge'),
    rp: { name: rp.name, ...(typeof rp.id === 'string' && { id: rp.id }) },
    user: {
      id: bytes(user.id, 'user id'),
      name: text(user.name, 'user name'),
      displayName: typeof user.displayName === 'string' ? user.displayName : text(user.name, 'user name'),
    },
    pubKeyCredParams: pubKeyCredParams.map((param: unknown) => {
      if (!isRecord(param) || param.type !== 'public-key' || !Number.isInteger(param.alg))
        throw new PasskeyOptionsError('bad pubKeyCredParams entry');
      return { type: 'public-key', alg: param.alg as number };
    }),
    excludeCredentials: descriptors(json.excludeCredentials),
  };
  if (Number.isFinite(json.timeout) && (json.timeout as number) > 0) options.timeout = json.timeout as number;
  if (typeof json.attestation === 'string') options.attestation = json.attestation as AttestationConveyancePreference;
  if (isRecord(json.authenticatorSelection))
    options.authenticatorSelection = json.authenticatorSelection as AuthenticatorSelectionCriteria;
  return options;
}

/** The `RegistrationResponseJSON` the server stores (docs/api AuthPasskeyRegistration). */
export interface RegistrationJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] };
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

/** The parts of a created credential the JSON is built from (a `PublicKeyCredential`). */
export interface CreatedCredential {
  rawId: ArrayBuffer;
  type: string;
  authenticatorAttachment?: string | null;
  response: {
    clientDataJSON: ArrayBuffer;
    attestationObject?: ArrayBuffer;
    getTransports?: () => string[];
  };
}

const TRANSPORTS = new Set(['usb', 'nfc', 'ble', 'smart-card', 'hybrid', 'internal']);

/** The created credential as the server expects it: every byte field base64url, `id` equal to `rawId`. */
export function registrationToJSON(credential: CreatedCredential): RegistrationJSON {
  const { response } = credential;
  if (!response.attestationObject) throw new PasskeyOptionsError('no attestation object');
  const rawId = toBase64url(credential.rawId);
  let transports: string[] | undefined;
  try {
    transports = response.getTransports?.().filter((transport) => TRANSPORTS.has(transport));
  } catch {
    transports = undefined;
  }
  const attachment = credential.authenticatorAttachment;
  return {
    id: rawId,
    rawId,
    type: 'public-key',
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      attestationObject: toBase64url(response.attestationObject),
      ...(transports && { transports }),
    },
    ...((attachment === 'platform' || attachment === 'cross-platform') && { authenticatorAttachment: attachment }),
  };
}
