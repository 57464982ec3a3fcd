// A construct the lowering cannot compile (the checker let it through): a NONCE ERROR, not a crash.
// Its own module, so that the lowering's arms can raise it without importing the Lowering.
export class LoweringNonce extends Error {}
