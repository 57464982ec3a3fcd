// Host values as the device takes them: an argument converted to its parameter's element type,
// and a literal array's numbers as the typed array of its element type at the program's width.
import type { Param } from '../core-ir/syntax.js';
import { AplRuntimeError, type ArrayValue } from '../core-ir/value.js';
import type { FloatWidth } from '../ops/float-width.js';

/** Converts an input to its parameter's element type where APL would (bool ⊂ int ⊂ float), as the interpreter does. */
export function coerceInput(p: Param, v: ArrayValue, width: FloatWidth): ArrayValue {
  const want = p.type.elem;
  if (v.elem === want) return v;
  const widening = (v.elem === 'bool' && (want === 'int' || want === 'float')) || (v.elem === 'int' && want === 'float');
  if (!widening) throw new AplRuntimeError('DOMAIN', `input ${p.name} is ${v.elem}, expected ${want}`, null);
  return { elem: want, shape: v.shape, data: want === 'float' ? (width === 'f64' ? Float64Array : Float32Array).from(v.data) : Int32Array.from(v.data) };
}

export function toData(elem: ArrayValue['elem'], data: readonly number[], width: FloatWidth): ArrayValue['data'] {
  return elem === 'float' ? (width === 'f64' ? Float64Array : Float32Array).from(data) : elem === 'bool' ? Uint8Array.from(data) : Int32Array.from(data);
}
