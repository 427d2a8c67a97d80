/**
 * The WebAuthn checks a relying party must do, for passkeys with attestation "none": decode the
 * attestation object (CBOR), check client data, relying-party hash and flags, keep the public
 * key; later verify assertion signatures with it. Enough for ES256 and RS256 credentials.
 */
import { createHash, createPublicKey, verify as verifySignature, type JsonWebKey } from 'node:crypto';

export class WebAuthnError extends Error {}

type Cbor = number | bigint | string | boolean | null | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

/** A strict, bounded CBOR decoder (definite lengths only) for attestation objects and COSE keys. */
export function decodeCbor(bytes: Uint8Array): { value: Cbor; length: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  const need = (n: number) => {
    if (offset + n > bytes.length) throw new WebAuthnError('Truncated CBOR.');
  };
  const argument = (info: number): number => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (!size) throw new WebAuthnError('Unsupported CBOR length.');
    need(size);
    const value =
      size === 1
        ? view.getUint8(offset)
        : size === 2
          ? view.getUint16(offset)
          : size === 4
            ? view.getUint32(offset)
            : Number(view.getBigUint64(offset));
    offset += size;
    if (!Number.isSafeInteger(value)) throw new WebAuthnError('CBOR integer out of range.');
    return value;
  };
  const item = (depth: number): Cbor => {
    if (depth > 16) throw new WebAuthnError('CBOR nested too deeply.');
    need(1);
    const initial = view.getUint8(offset++);
    const major = initial >> 5;
    const info = initial & 31;
    if (major === 7) {
      if (info === 20) return false;
      if (info === 21) return true;
      if (info === 22) return null;
      throw new WebAuthnError('Unsupported CBOR simple value.');
    }
    const n = argument(info);
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
      case 3: {
        need(n);
        const slice = bytes.subarray(offset, offset + n);
        offset += n;
        return major === 2 ? slice : new TextDecoder('utf-8', { fatal: true }).decode(slice);
      }
      case 4: {
        if (n > 1000) throw new WebAuthnError('CBOR array too long.');
        return Array.from({ length: n }, () => item(depth + 1));
      }
      case 5: {
        if (n > 1000) throw new WebAuthnError('CBOR map too long.');
        const map = new Map<Cbor, Cbor>();
        for (let i = 0; i < n; i++) {
          const key = item(depth + 1);
          map.set(key, item(depth + 1));
        }
        return map;
      }
      default:
        throw new WebAuthnError('Unsupported CBOR type.');
    }
  };
  try {
    const value = item(0);
    return { value, length: offset };
  } catch (error) {
    if (error instanceof WebAuthnError) throw error;
    throw new WebAuthnError('Malformed CBOR.');
  }
}

export const fromBase64url = (text: string): Buffer => Buffer.from(text, 'base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface ClientData {
  type: string;
  challenge: string;
  origin: string;
}

/** Checks clientDataJSON: the ceremony type, our challenge, our origin. */
export function checkClientData(
  clientDataJSON: Buffer,
  type: 'webauthn.create' | 'webauthn.get',
  origin: string,
): ClientData {
  let data: unknown;
  try {
    data = JSON.parse(clientDataJSON.toString('utf8'));
  } catch {
    throw new WebAuthnError('clientDataJSON is not JSON.');
  }
  const record = data as Partial<ClientData> | null;
  if (
    !record ||
    typeof record !== 'object' ||
    typeof record.challenge !== 'string' ||
    typeof record.origin !== 'string'
  ) {
    throw new WebAuthnError('clientDataJSON lacks challenge or origin.');
  }
  if (record.type !== type) throw new WebAuthnError(`clientDataJSON type must be ${type}.`);
  if (record.origin !== origin) throw new WebAuthnError('The passkey was made for another origin.');
  return { type: record.type, challenge: record.challenge, origin: record.origin };
}

interface AuthenticatorData {
  flags: number;
  signCount: number;
  credentialId?: Buffer;
  publicKey?: Map<Cbor, Cbor>;
}

function parseAuthenticatorData(data: Uint8Array, rpId: string, withCredential: boolean): AuthenticatorData {
  if (data.length < 37) throw new WebAuthnError('authenticatorData is too short.');
  const buffer = Buffer.from(data);
  if (!buffer.subarray(0, 32).equals(sha256(rpId))) throw new WebAuthnError('The passkey was made for another site.');
  const flags = buffer[32] ?? 0;
  if (!(flags & 0x01)) throw new WebAuthnError('The user was not present.');
  const signCount = buffer.readUInt32BE(33);
  if (!withCredential) return { flags, signCount };
  if (!(flags & 0x40) || buffer.length < 55) throw new WebAuthnError('No attested credential data.');
  const idLength = buffer.readUInt16BE(53);
  if (idLength < 16 || idLength > 1023 || buffer.length < 55 + idLength) throw new WebAuthnError('Bad credential id.');
  const credentialId = buffer.subarray(55, 55 + idLength);
  const key = decodeCbor(buffer.subarray(55 + idLength)).value;
  if (!(key instanceof Map)) throw new WebAuthnError('The public key is not a COSE key.');
  return { flags, signCount, credentialId, publicKey: key };
}

const b64 = (value: Cbor | undefined): string => {
  if (!(value instanceof Uint8Array)) throw new WebAuthnError('Bad COSE key.');
  return Buffer.from(value).toString('base64url');
};

/** COSE key (RFC 9053) → JWK → SPKI PEM, for ES256 (-7) and RS256 (-257). */
function coseToPem(key: Map<Cbor, Cbor>): { pem: string; alg: number } {
  const kty = key.get(1);
  const alg = key.get(3);
  let jwk: JsonWebKey;
  if (kty === 2 && alg === -7 && key.get(-1) === 1) {
    jwk = { kty: 'EC', crv: 'P-256', x: b64(key.get(-2)), y: b64(key.get(-3)) };
  } else if (kty === 3 && alg === -257) {
    jwk = { kty: 'RSA', n: b64(key.get(-1)), e: b64(key.get(-2)) };
  } else {
    throw new WebAuthnError('Only ES256 and RS256 passkeys are supported.');
  }
  try {
    return {
      pem: createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString(),
      alg,
    };
  } catch {
    throw new WebAuthnError('The public key is invalid.');
  }
}

export interface VerifiedRegistration {
  credentialId: string;
  publicKeyPem: string;
  alg: number;
  signCount: number;
  challenge: string;
}

export function verifyRegistration(
  input: { clientDataJSON: string; attestationObject: string; rawId: string },
  origin: string,
  rpId: string,
): VerifiedRegistration {
  const client = checkClientData(fromBase64url(input.clientDataJSON), 'webauthn.create', origin);
  const attestation = decodeCbor(fromBase64url(input.attestationObject)).value;
  if (!(attestation instanceof Map)) throw new WebAuthnError('attestationObject is not a CBOR map.');
  const authData = attestation.get('authData');
  if (!(authData instanceof Uint8Array)) throw new WebAuthnError('attestationObject lacks authData.');
  const parsed = parseAuthenticatorData(authData, rpId, true);
  const credentialId = (parsed.credentialId as Buffer).toString('base64url');
  if (credentialId !== input.rawId) throw new WebAuthnError('rawId does not match the attested credential.');
  const { pem, alg } = coseToPem(parsed.publicKey as Map<Cbor, Cbor>);
  return { credentialId, publicKeyPem: pem, alg, signCount: parsed.signCount, challenge: client.challenge };
}

export function verifyAssertion(
  input: { clientDataJSON: string; authenticatorData: string; signature: string },
  stored: { publicKeyPem: string; alg: number },
  origin: string,
  rpId: string,
): { challenge: string; signCount: number } {
  const clientData = fromBase64url(input.clientDataJSON);
  const client = checkClientData(clientData, 'webauthn.get', origin);
  const authData = fromBase64url(input.authenticatorData);
  const parsed = parseAuthenticatorData(authData, rpId, false);
  const signed = Buffer.concat([authData, sha256(clientData)]);
  let ok = false;
  try {
    ok = verifySignature('sha256', signed, stored.publicKeyPem, fromBase64url(input.signature));
  } catch {
    ok = false;
  }
  if (!ok) throw new WebAuthnError('The passkey signature is invalid.');
  return { challenge: client.challenge, signCount: parsed.signCount };
}
