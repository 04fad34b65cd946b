import crypto from 'node:crypto'

type Pbkdf2Callback = (error: Error | null, derivedKey: Buffer) => void

const installed = Symbol.for('careerbridge.passwordHashMemo')
const patched = crypto as typeof crypto & { [installed]?: true }

/**
 * Remembers what crypto.pbkdf2 derived for the exact same password, salt, iterations, length and digest.
 * Payload hashes a password with 600,000 iterations (about a quarter of a CPU second) on every create and
 * again on every sign-in; a test that signs in the user it just made asks for the very same derivation.
 * The answer is the same bytes either way (PBKDF2 is a pure function); a wrong password or another salt
 * is a different key and is derived for real, so every sign-in check still compares real hashes.
 */
export function rememberPasswordHashes(): void {
  if (patched[installed]) return
  patched[installed] = true
  const derive = crypto.pbkdf2
  const known = new Map<string, Promise<Buffer>>()
  const keyOf = (...parts: unknown[]) =>
    JSON.stringify(parts.map((part) => (Buffer.isBuffer(part) ? `b:${part.toString('hex')}` : `s:${String(part)}`)))

  patched.pbkdf2 = ((password, salt, iterations, keylen, digest, callback: Pbkdf2Callback) => {
    const plain = [password, salt].every((part) => typeof part === 'string' || Buffer.isBuffer(part))
    if (!plain) return derive(password, salt, iterations, keylen, digest, callback)
    const key = keyOf(password, salt, iterations, keylen, digest)
    let derived = known.get(key)
    if (!derived) {
      derived = new Promise<Buffer>((resolve, reject) =>
        derive(password, salt, iterations, keylen, digest, (error, bytes) => (error ? reject(error) : resolve(bytes))),
      )
      known.set(key, derived)
      derived.catch(() => known.delete(key))
    }
    derived.then(
      (bytes) => callback(null, Buffer.from(bytes)),
      (error: Error) => callback(error, Buffer.alloc(0)),
    )
  }) as typeof crypto.pbkdf2
}
