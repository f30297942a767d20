import { Type, type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
