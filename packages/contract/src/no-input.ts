import { Type, type Static } from 'typebox';

/**
 * The body of a call that takes no input (the feeds, logout, the session check): none at all, or an empty JSON
 * object (Fastify validates a missing body as null). A body that is not an object is refused; fields are dropped
 * unread, as every schema here drops the fields it does not name (Fastify's Ajv `removeAdditional`).
 */
export const NoInput = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()]);
export type NoInput = Static<typeof NoInput>;
