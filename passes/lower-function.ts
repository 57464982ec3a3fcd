// Lowering a checked function (an exported or embedded APL function) to an IR program whose
// params are its arguments and whose size params are the signature's size names.
import type { Param, Program } from '../core-ir/syntax.js';
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from '../ops/float-width.js';
import type { TFunction } from '../shapes/typed.js';
import { Lowering, LoweringNonce, widthField } from './lower.js';

/** `float`: the program's float width (ops/float-width.ts). */
export function lowerFunction(f: TFunction, file: string, float: FloatWidth = DEFAULT_FLOAT_WIDTH): Program<'soacs'> {
  // a mixed result would cross as its values alone, its characters read as numbers
  if (f.body.t.mixed === true || f.body.t.ragged?.mixed === true)
    throw new LoweringNonce('a function whose result mixes characters and numbers can be checked, but not built or called from JavaScript yet');
  // a nested argument or result would cross the boundary as the regular array that holds it, which
  // callers do not know how to give or read yet; an irregular one (⍳¨⍵) as its items' elements end
  // to end, without their lengths
  if (f.params.some((p) => p.t.items !== undefined || p.t.ragged !== undefined) || f.body.t.items !== undefined || f.body.t.ragged !== undefined || f.body.t.deferred === true)
    throw new LoweringNonce('a function whose arguments or result are nested arrays can be declared and checked, but not built or called from JavaScript yet');
  const l = new Lowering(file, float, f.tolerance);
  const params: Param[] = f.params.map((p) => {
    const type = { elem: p.t.elem, shape: p.t.shape.map((d) => l.size(d)) };
    l.em.declare(p.name, type);
    l.env.set(p.name, { k: 'var', name: p.name });
    return { name: p.name, type };
  });
  // size names are bound from the arguments' shapes before the body runs
  for (const n of f.sizeNames) l.em.declare(n, { elem: 'int', shape: [] });
  for (const s of f.prelude) l.stmt(s);
  const r = l.expr(f.body);
  const t = l.em.typeOf(r);
  return { stage: 'soacs', params, sizeParams: [...f.sizeNames], body: { stmts: l.em.topLevel(), results: [r] }, resultTypes: [t], ...widthField(float) };
}
