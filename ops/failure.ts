// How a scalar operation fails. One list per op serves both the reference evaluation (which throws
// the message) and the WGSL helper (which reports the failure's index as an error code), so the
// interpreter and the GPU say the same thing.

/**
 * A failure an op can raise: a DOMAIN ERROR (no value exists: ÷0, ⍟ of a negative number) or a
 * LIMIT ERROR (the value exists but aplc cannot hold it: an integer result outside i32).
 */
export interface Failure {
  readonly cls: 'DOMAIN' | 'LIMIT';
  readonly message: string;
}

export const domain = (message: string): Failure => ({ cls: 'DOMAIN', message });

export const limit = (message: string): Failure => ({ cls: 'LIMIT', message });

/** Thrown by a reference evaluation; the interpreter turns it into an APL error of its class at the op's place. */
export class ScalarOpError extends Error {
  constructor(readonly cls: Failure['cls'], message: string) {
    super(message);
  }
}

/** The error a reference evaluation throws for one of its op's failures. */
export const raise = (f: Failure): ScalarOpError => new ScalarOpError(f.cls, f.message);
