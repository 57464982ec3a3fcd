// Type-checking fixture files with the TypeScript compiler API, as a consumer's `tsc --noEmit`
// would (strict, NodeNext), for the specs that prove what must and must not type-check.
import ts from 'typescript';

export interface TypeError {
  readonly file: string;
  /** 1-based */
  readonly line: number;
  readonly code: number;
  readonly message: string;
}

export const CONSUMER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: false,
};

/** Every diagnostic of a program made of these root files (and what they import). */
export function typeErrors(rootFiles: readonly string[], options: ts.CompilerOptions = CONSUMER_OPTIONS): TypeError[] {
  const program = ts.createProgram(rootFiles, options);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const pos = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null;
    return { file: d.file?.fileName ?? '', line: pos ? pos.line + 1 : 0, code: d.code, message: ts.flattenDiagnosticMessageText(d.messageText, '\n') };
  });
}
