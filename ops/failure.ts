// How a scalar operation fails. One list per op serves both the reference evaluation (which throws
// the message) and the WGSL helper (which reports the failure's index as an error code), so the
// interpreter and the GPU say the same thing.

/** A failure an op can raise; only DOMAIN ERRORs today. */
export interface Failure {
  readonly cls: 'DOMAIN';
  readonly message: string;
}

export const domain = (message: string): Failure => ({ cls: 'DOMAIN', message });

/** Thrown by a reference evaluation; the interpreter turns it into a DOMAIN ERROR at the op's place. */
export class ScalarDomainError extends Error {
  constructor(message: string) {
    super(message);
  }
}

/** The error a reference evaluation throws for one of its op's failures. */
export const raise = (f: Failure): ScalarDomainError => new ScalarDomainError(f.message);
