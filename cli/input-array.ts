// An array as an input file or argument gives it, before it meets main's signature: its shape,
// its numbers (or code points) and how its element type is known — from the values (CSV, JSON, an
// APL literal: 3.0 is an integer) or from a declared dtype (.npy: a float64 array is floats even
// where every value is whole, as a Float64Array is for the embedding API).

export interface InputArray {
  /** how messages name it: the file, `stdin`, or the literal argument */
  readonly source: string;
  readonly shape: readonly number[];
  /** the narrowest element type the data were read as (by values or by dtype) */
  readonly elem: 'float' | 'int' | 'bool' | 'char';
  /** row-major; chars as code points */
  readonly data: ArrayLike<number>;
  readonly typedBy: 'values' | 'dtype';
  /** where element i is in the source's own terms (`line 4, field 2` of a CSV); null: by its APL index */
  readonly position: ((i: number) => string) | null;
  /** a CSV is a table: one row or one column is a vector where main's parameter is one */
  readonly table?: boolean;
}

/** Element i as an APL index (⎕IO 1): `element [2,3]`. */
export function elementPosition(shape: readonly number[], i: number): string {
  if (shape.length === 0) return 'its value';
  const index: number[] = [];
  let rest = i;
  for (let k = shape.length - 1; k >= 0; k--) {
    index.unshift((rest % shape[k]!) + 1);
    rest = Math.floor(rest / shape[k]!);
  }
  return `element [${index.join(',')}]`;
}

export function positionIn(a: InputArray, i: number): string {
  return a.position === null ? elementPosition(a.shape, i) : a.position(i);
}

/** The element type of numbers read as text: bool for 0s and 1s, int for whole numbers in i32, else float. */
export function numbersElem(data: ArrayLike<number>): 'bool' | 'int' | 'float' {
  let elem: 'bool' | 'int' | 'float' = 'bool';
  for (let i = 0; i < data.length; i++) {
    const x = data[i]!;
    if (x === 0 || x === 1) continue;
    if (Number.isInteger(x) && x >= -2147483648 && x <= 2147483647) elem = 'int';
    else return 'float';
  }
  return elem;
}

/** Why an input cannot be read, as the APL error it is. */
export interface InputProblem {
  readonly cls: 'DOMAIN' | 'RANK' | 'LENGTH' | 'FILE';
  readonly message: string;
}

export function isProblem(x: InputArray | InputProblem): x is InputProblem {
  return 'cls' in x;
}
