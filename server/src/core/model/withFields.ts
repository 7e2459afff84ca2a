/**
 * `{ ...base, ...fields }` as one new object, with the same keys in the same order, made by Object.assign.
 * In Node 20's V8 a literal that spreads an object and then adds properties (`{ ...value, span }`) gets a
 * hidden class of its own for every object it makes: a summon clause, a card's name parts, a reported
 * diagnostic each had their own, so the code reading them saw thousands of shapes (megamorphic loads,
 * inline-cache misses into the runtime). Object.assign onto `{}` follows shared transitions instead.
 */
export function withFields<T extends object, U extends object>(base: T, fields: U): Omit<T, keyof U> & U {
  return Object.assign({}, base, fields);
}
