// The reference evaluations of a table behind one function that dispatches with a switch over
// the op names. Calling through the table (`table[op].eval(…)`) makes one call site see every
// op's evaluation: V8 cannot inline through such a megamorphic site, and the interpreter's scalar
// statements ran two to four times slower per element that way (measured against a hand-written
// switch). Each case of a switch calls one function, which V8 inlines. The switch is generated
// from the table's keys, so it has a case for every op and there is no list to keep in step.

/**
 * A dispatcher `(op, …params) => table[op].eval(…args)` written out as a switch, or null where
 * code cannot be generated (a page whose Content-Security-Policy forbids `new Function`).
 * `params` and `args` are JavaScript parameter and argument lists over the same names.
 */
export function switchDispatch(table: Readonly<Record<string, { readonly eval: (...args: never[]) => number }>>, params: string, args: string): ((op: string, ...rest: number[] | [string, ...number[]]) => number) | null {
  const cases = Object.keys(table)
    .map((op) => `case ${JSON.stringify(op)}: return T[${JSON.stringify(op)}].eval(${args});`)
    .join('\n');
  try {
    const make = new Function('T', `return function (op, ${params}) {\nswitch (op) {\n${cases}\n}\nthrow new Error('unknown scalar op ' + op);\n};`);
    return make(table) as (op: string, ...rest: number[] | [string, ...number[]]) => number;
  } catch {
    return null;
  }
}
