/**
 * TypeBox as the web build sees it. The web takes its types from the contract's schemas at compile time and never
 * validates with them at run time (the server does), yet the endpoint table the web calls from holds those schemas;
 * with the real TypeBox every page would build them all, and carry TypeBox, on its first load. Here a schema is a
 * plain object that keeps only what the contract's own module code reads of one: an object's `properties`.
 */
type Builder = (...args: unknown[]) => object;

const builders: Record<string, Builder> = {
  Object: (properties, options) => ({ ...(options as object), type: 'object', properties }),
};

export const Type = new Proxy(builders, { get: (known, name: string) => known[name] ?? (() => ({})) });
