import { memberShareEndpoints } from './member-share';

/**
 * Every endpoint of the API, once (method, path, access, schemas): the server registers its routes from this
 * table and refuses to start unless each has exactly one route; the web calls and caches from it.
 */
export const endpoints = {
  ...memberShareEndpoints,
};
export type EndpointName = keyof typeof endpoints;
