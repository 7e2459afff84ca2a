/**
 * The two defects of ocgcore-wasm 0.1.2's JavaScript wrapper (its WebAssembly core is fine), fixed at load
 * time by replacing the two serialisers' code in the wrapper's text (docs/edopro.md, "The referee"):
 *
 * 1. Card data: the wrapper writes `rscale` at byte 48 and `link_marker` at byte 52 of OCG_CardData, whose
 *    32-bit layout has them at 44 and 48 (after lscale at 40). The engine then reads every right Pendulum
 *    Scale as 0 and the right scale as the Link Arrows.
 * 2. MSG_SELECT_SUM: the engine writes the must-select list first, each card as code + a 10-byte location
 *    (controller, location, sequence, position) + its amount; the wrapper reads the optional list first with
 *    a 6-byte location. The fix reads must-select first with the 10-byte location reader `p`.
 *
 * Each replacement must match exactly once: if the package changes, loading fails with a clear message
 * (and test/unit/edopro/wrapperPatch.test.ts fails) instead of silently patching the wrong code.
 */
export const PATCHED_VERSION = '0.1.2';

export interface WrapperPatch {
  readonly name: string;
  readonly defective: string;
  readonly fixed: string;
}

export const WRAPPER_PATCHES: readonly WrapperPatch[] = [
  {
    name: 'card data: rscale at byte 44 and link_marker at byte 48 (32-bit struct)',
    defective: 'e.setUint32(40,t.lscale??0,!0),e.setUint32(48,t.rscale??0,!0),e.setUint32(52,t.link_marker??0,!0)):',
    fixed: 'e.setUint32(40,t.lscale??0,!0),e.setUint32(44,t.rscale??0,!0),e.setUint32(48,t.link_marker??0,!0)):',
  },
  {
    name: 'MSG_SELECT_SUM: must-select list first, 10-byte locations',
    defective:
      'selects:Array.from({length:e.u32()},()=>({code:e.u32(),controller:e.u8(),location:e.u8(),sequence:e.u32(),amount:e.u32()})),selects_must:Array.from({length:e.u32()},()=>({code:e.u32(),controller:e.u8(),location:e.u8(),sequence:e.u32(),amount:e.u32()}))',
    fixed:
      'selects_must:Array.from({length:e.u32()},()=>({code:e.u32(),...p(e),amount:e.u32()})),selects:Array.from({length:e.u32()},()=>({code:e.u32(),...p(e),amount:e.u32()}))',
  },
];

/** Applies every patch to the wrapper's source; throws with the patch's name when its code is not found exactly once. */
export function patchWrapperSource(source: string): string {
  let patched = source;
  for (const patch of WRAPPER_PATCHES) {
    const count = patched.split(patch.defective).length - 1;
    if (count !== 1) {
      throw new Error(
        `ocgcore-wasm: cannot apply the fix "${patch.name}": its code occurs ${count} times in dist/index.js (expected once; is the package version ${PATCHED_VERSION}?)`,
      );
    }
    patched = patched.replace(patch.defective, patch.fixed);
  }
  return patched;
}
