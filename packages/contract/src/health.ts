import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';

export const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
});
export type HealthResponse = Static<typeof HealthResponse>;

export const healthEndpoints = {
  /** What a load balancer polls: up while the database answers, else a 503 with the same shape. */
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public', response: HealthResponse, otherResponses: { 503: HealthResponse } }),
};
