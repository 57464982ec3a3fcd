// Element types of flat arrays and the joins between them. This folder is a leaf: every other
// folder (the checker's shapes/, the IR's core-ir/, the passes, the backends) reads its tables.

/** bool (0/1), int (i32), float (f32), char (a code point) */
export type Elem = 'bool' | 'int' | 'float' | 'char';

/** The integer-like types: all i32 in WGSL. */
export type IntElem = Exclude<Elem, 'float'>;

/** The narrowest numeric type holding both (characters only with characters). */
export function joinNumeric(a: Elem, b: Elem): Elem {
  if (a === 'float' || b === 'float') return 'float';
  if (a === 'int' || b === 'int') return 'int';
  return a === 'char' || b === 'char' ? 'char' : 'bool';
}

/** The join used to put two arrays in one (catenate, strands, guard branches). */
export function joinElems(a: Elem, b: Elem): Elem | null {
  if (a === b) return a;
  if (a === 'char' || b === 'char') return null;
  return joinNumeric(a, b);
}
