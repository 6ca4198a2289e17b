/** The few calls of http_ece (the encryption web-push uses) the tests read notices with. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
