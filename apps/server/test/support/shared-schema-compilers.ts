import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Serializer = (doc: unknown) => string;

const serializers = new WeakMap<object, Map<string, Serializer>>();
const newSerializerCompiler = SerializerSelector();

/**
 * Fastify's own compilers, kept for every app a test worker builds instead of made afresh for each: compiling every
 * route's request validators and response serialisers took about a third of a second of CPU per test app. The
 * validators' Ajv instances are pooled by their options, and Ajv keeps what it compiled for each schema object; the
 * serialisers are kept here by schema object and options. The schemas are the routes' module-level objects, the same
 * in every app of a worker, and what is compiled from them is the same code an app compiles for itself.
 */
export const sharedSchemaCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: AjvCompiler(),
    buildSerializer: (externalSchemas, options) => {
      const key = JSON.stringify([externalSchemas, options]);
      const compile = newSerializerCompiler(externalSchemas, options);
      return (route) => {
        if (typeof route.schema !== 'object' || route.schema === null) return compile(route);
        let byOptions = serializers.get(route.schema);
        if (!byOptions) serializers.set(route.schema, (byOptions = new Map()));
        let serializer = byOptions.get(key);
        if (!serializer) byOptions.set(key, (serializer = compile(route)));
        return serializer;
      };
    },
  },
};
